import { useTranslation } from 'react-i18next';
import { AppLink, useDocumentTitle, usePageHeading } from '../layout';
import { useStepTitle } from './DynamicStepForm';
import { NS } from './namespace';
import type { StepProps } from './stepProps';
import { useStepAdvance } from './useDynamicStep';

/**
 * The fallback for a step type this version of the app does not know: it says so plainly and
 * lets the applicant go on (or back), instead of a blank page or a crash.
 */
export function UnknownStep({ form }: StepProps) {
  const { t } = useTranslation(NS);
  const headingRef = usePageHeading<HTMLHeadingElement>();
  const title = useStepTitle(form.path);
  const { advance } = useStepAdvance(form);
  useDocumentTitle(title);
  return (
    <section className="message" aria-labelledby="unknown-step-title">
      <h1 id="unknown-step-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="message__body" role="alert">
        {t('unknownStep>body')}
      </p>
      <div className="dynamic-step__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void advance(false)}
        >
          {form.nextButtonFormPath === null ? t('submitApplication') : t('unknownStep>skip')}
        </button>
        {form.prevButtonFormPath !== null ? (
          <AppLink className="button button--secondary" to={`/${form.prevButtonFormPath}`}>
            {t('back')}
          </AppLink>
        ) : null}
      </div>
    </section>
  );
}
