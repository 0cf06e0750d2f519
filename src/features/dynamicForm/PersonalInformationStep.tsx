import { useTranslation } from 'react-i18next';
import { AmountDialog } from './AmountDialog';
import { DynamicStepForm } from './DynamicStepForm';
import { NS } from './namespace';
import { PolicyLinks } from './PolicyLinks';
import type { StepProps } from './stepProps';
import { usePersonalInformation } from './usePersonalInformation';

/**
 * The step type `personal-information`, the v3 first page (initial-details): e-mail, phone,
 * the general policies (fetched from the configured policy path) and marketing consent, then a
 * modal asking the amount. Confirming it creates the lead.
 */
export function PersonalInformationStep({ form }: StepProps) {
  const { t } = useTranslation(NS);
  const page = usePersonalInformation(form);
  const { step, suggestion, policies, amountDialog } = page;
  return (
    <>
      <DynamicStepForm
        step={step}
        inline={step.fields
          .filter(({ input }) => input !== 'range')
          .map(({ dataPoint }) => dataPoint)}
        busy={page.busy}
        // The amount modal comes next: this button never sends the application itself.
        submitLabel={t('form>continue')}
        onValidSubmit={() => {
          void page.submit();
          return undefined;
        }}
        after={{
          EMAIL: suggestion ? (
            <p className="email-suggestion">
              {t('emailSuggestion>text')}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => page.takeSuggestion(suggestion)}
              >
                {suggestion}
              </button>
            </p>
          ) : null,
        }}
        before={{
          GENERAL_POLICIES: (
            <>
              {policies.failed ? (
                <p className="lookup-status lookup-status--problem" role="alert">
                  {t('policies>failed')}{' '}
                  <button type="button" className="link-button" onClick={policies.retry}>
                    {t('policies>retry')}
                  </button>
                </p>
              ) : null}
              <PolicyLinks
                policies={policies.general}
                intro={t('policies>read')}
                pending={policies.pending}
              />
            </>
          ),
          MARKETING_CONSENTS: (
            <PolicyLinks
              policies={policies.marketing}
              intro={t('policies>marketing')}
              pending={policies.pending}
            />
          ),
        }}
      />
      {amountDialog ? <AmountDialog step={step} {...amountDialog} /> : null}
    </>
  );
}
