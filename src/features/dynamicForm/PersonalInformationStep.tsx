import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/servicesContext';
import type { FieldError } from '../form';
import { selectLeadId } from '../lead';
import { AmountDialog } from './AmountDialog';
import { initialDetailsSubmitted } from './dynamicFormThunks';
import { DynamicStepForm } from './DynamicStepForm';
import { NS } from './namespace';
import { PolicyLinks } from './PolicyLinks';
import { useCheckOnArrival, type StepProps } from './stepProps';
import { useEmailCheck, usePolicies } from './usePolicies';
import { useLatestHandler } from './useLatestHandler';
import { useDynamicStep, useStepAdvance } from './useDynamicStep';

const EMAIL = 'contactDetails.email';

/**
 * The place of a list of policy links while the policies load (and in the build's picture): its
 * opening words and room for the links, so the boxes below do not move under a finger about to
 * tick one when the links arrive. A screen reader hears what a sighted applicant sees: the
 * opening words, and that the links are on their way (the box beside can already be ticked).
 */
function PoliciesPlace({ intro }: { intro: string }) {
  const { t } = useTranslation();
  return (
    <p className="policy-links policy-links--pending">
      {intro} <span aria-hidden="true">…</span>
      <span className="visually-hidden">{t('app>loading')}</span>
    </p>
  );
}

/**
 * The step type `personal-information`, the v3 first page (initial-details): e-mail, phone,
 * the general policies (fetched from the configured policy path) and marketing consent, then a
 * modal asking the amount. Confirming it creates the lead.
 */
export function PersonalInformationStep({ form }: StepProps) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { env } = useServices();
  const leadId = useAppSelector(selectLeadId);
  const base = useDynamicStep(form, useCheckOnArrival());
  const { advance, follow } = useStepAdvance(form);
  const policies = usePolicies(env.policyPath);
  const checkEmail = useEmailCheck();
  const [emailProblem, setEmailProblem] = useState<{
    email: string;
    error: FieldError;
    suggestion?: string;
  } | null>(null);
  const [asking, setAsking] = useState(false);
  // A continue pressed before the policies are in (in the build's picture, carried out when the
  // app takes over, or at once): carried out when they come, dropped if they cannot be loaded.
  const [continueOnPolicies, setContinueOnPolicies] = useState(false);
  const [checkingEmail, setCheckingEmail] = useState(false);

  const email = typeof base.values[EMAIL] === 'string' ? base.values[EMAIL] : '';
  // The address check's verdict holds for the address it checked, not for a corrected one.
  const emailError =
    emailProblem !== null && emailProblem.email === email.trim() ? emailProblem : null;
  const step = {
    ...base,
    errors: emailError ? { ...base.errors, [EMAIL]: emailError.error } : base.errors,
  };
  const sliders = step.fields.filter(({ input }) => input === 'range');
  const inline = step.fields
    .filter(({ input }) => input !== 'range')
    .map(({ dataPoint }) => dataPoint);
  const policiesFailed = policies.isError;
  const policiesPending = !policies.data && !policiesFailed;
  // While a continue waits (for the policies, or for the e-mail check's verdict) the button says
  // so, as the picture's did for a continue pressed there: nothing seems to ignore the tap.
  const waiting = (continueOnPolicies && !policiesFailed) || checkingEmail;
  const general = (policies.data ?? []).filter((policy) => policy.type === 'GENERAL');
  const marketing = (policies.data ?? []).filter((policy) => policy.type === 'MARKETING');

  const checkThenAsk = async () => {
    setContinueOnPolicies(!policies.data && !policies.isError);
    if (!policies.data) return;
    const address = email.trim();
    // A look-up outage must not stop an application: only a definite "invalid" does.
    setCheckingEmail(true);
    const verdict = await checkEmail(address);
    setCheckingEmail(false);
    if (verdict && !verdict.valid) {
      setEmailProblem({
        email: address,
        error: { key: `emailCheck.${verdict.reason ?? 'mailbox'}` },
        ...(verdict.suggestion ? { suggestion: verdict.suggestion } : {}),
      });
      return;
    }
    if (sliders.length > 0) setAsking(true);
    else confirm();
  };

  const confirm = () => {
    if (leadId !== undefined) {
      // The lead exists (the applicant came back here): answers travel with the last step.
      setAsking(false);
      void advance(false);
      return;
    }
    const consented = step.values['contactDetails.marketingConsents'] === true;
    const accepted = [...general, ...(consented ? marketing : [])].map((policy) => policy.id);
    void dispatch(initialDetailsSubmitted({ path: form.path, policies: accepted }))
      .unwrap()
      .then(
        (outcome) => {
          if (outcome.kind === 'refused' || outcome.kind === 'invalid') setAsking(false);
          follow(outcome);
        },
        () => undefined,
      );
  };

  const continueWithPolicies = useLatestHandler(() => void checkThenAsk());
  useEffect(() => {
    if (continueOnPolicies && policies.data) continueWithPolicies();
  }, [continueOnPolicies, policies.data, continueWithPolicies]);

  // Loading them again is not a continue: the one that waited was dropped with the failure.
  const loadPoliciesAgain = () => {
    setContinueOnPolicies(false);
    policies.refetch();
  };

  const applySuggestion = (suggestion: string) => {
    step.setValue(EMAIL, suggestion);
    setEmailProblem(null);
  };

  return (
    <>
      <DynamicStepForm
        step={step}
        inline={inline}
        busy={waiting}
        // The amount modal comes next: this button never sends the application itself.
        submitLabel={t('form>continue')}
        onValidSubmit={() => {
          void checkThenAsk();
          return undefined;
        }}
        after={{
          EMAIL: emailError?.suggestion ? (
            <p className="email-suggestion">
              {t('emailSuggestion>text')}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => applySuggestion(emailError.suggestion ?? '')}
              >
                {emailError.suggestion}
              </button>
            </p>
          ) : null,
        }}
        before={{
          GENERAL_POLICIES: (
            <>
              {policiesFailed ? (
                <p className="lookup-status lookup-status--problem" role="alert">
                  {t('policies>failed')}{' '}
                  <button type="button" className="link-button" onClick={loadPoliciesAgain}>
                    {t('policies>retry')}
                  </button>
                </p>
              ) : null}
              {policiesPending ? (
                <PoliciesPlace intro={t('policies>read')} />
              ) : (
                <PolicyLinks policies={general} intro={t('policies>read')} />
              )}
            </>
          ),
          MARKETING_CONSENTS: policiesPending ? (
            <PoliciesPlace intro={t('policies>marketing')} />
          ) : (
            <PolicyLinks policies={marketing} intro={t('policies>marketing')} />
          ),
        }}
      />
      {asking ? (
        <AmountDialog
          step={step}
          sliders={sliders}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
