import { useCallback, useEffect, useState } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLeadId } from '../../lead';
import { useDocumentTitle, usePageHeading } from '../../layout';
import { NAMESPACE } from '../AfterOfferForm';
import { submitStep } from '../stepCall';

/**
 * State 14 (continue): the lead waits for its applicant. Coming back is the answer, so the
 * screen tells the server at once (`/lead/continue/{id}`) and the new state picks the route.
 */
export function ResumeApplication() {
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const leadId = useAppSelector(selectLeadId);
  const [failed, setFailed] = useState(false);
  const headingRef = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t('resume>title'));

  const resume = useCallback(
    () =>
      leadId === undefined
        ? Promise.resolve()
        : submitStep(
            dispatch,
            { method: 'POST', path: `/lead/continue/${encodeURIComponent(leadId)}` },
            {},
            undefined,
          ).then((outcome) => setFailed(outcome.kind !== 'done')),
    [dispatch, leadId],
  );

  useEffect(() => {
    void resume();
  }, [resume]);

  return (
    <section className="message message--neutral" aria-labelledby="resume-title">
      <h1 id="resume-title" ref={headingRef} tabIndex={-1}>
        {t('resume>title')}
      </h1>
      {failed ? (
        <>
          <p className="step__failure" role="alert">
            {t('resume>failed')}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setFailed(false);
              void resume();
            }}
          >
            {t('form>retry')}
          </button>
        </>
      ) : (
        <div
          className="spinner spinner--neutral"
          role="progressbar"
          aria-label={t('resume>progress')}
        />
      )}
    </section>
  );
}
