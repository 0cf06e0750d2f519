import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/servicesContext';
import { selectLeadId } from '../lead';
import { initialDetailsSubmitted } from './dynamicFormThunks';
import type { DynamicForm } from './model/types';
import { useCheckOnArrival } from './stepProps';
import { useDynamicStep, useStepAdvance } from './useDynamicStep';
import { useEmailVerdict } from './useEmailVerdict';
import { useLatestHandler } from './useLatestHandler';
import { usePolicies } from './usePolicies';

const EMAIL = 'contactDetails.email';

/**
 * The v3 first page's state and its way on: the step, with the address check's refusal among its
 * errors; the general and marketing policies; a continue that waits for the policies, checks the
 * address, then asks the amount; and the confirmation that creates the lead.
 */
export function usePersonalInformation(form: DynamicForm) {
  const dispatch = useAppDispatch();
  const { env } = useServices();
  const leadId = useAppSelector(selectLeadId);
  const base = useDynamicStep(form, useCheckOnArrival());
  const { advance, follow } = useStepAdvance(form);
  const policies = usePolicies(env.policyPath);
  const email = typeof base.values[EMAIL] === 'string' ? base.values[EMAIL] : '';
  const emailVerdict = useEmailVerdict(email);
  const [asking, setAsking] = useState(false);
  // A continue pressed before the policies are in (in the build's picture, carried out when the
  // app takes over, or at once): carried out when they come, dropped if they cannot be loaded.
  const [continueOnPolicies, setContinueOnPolicies] = useState(false);

  const emailError = emailVerdict.error;
  const step = {
    ...base,
    errors: emailError ? { ...base.errors, [EMAIL]: emailError.error } : base.errors,
  };
  const sliders = step.fields.filter(({ input }) => input === 'range');
  const policiesFailed = policies.isError;
  const policiesPending = !policies.data && !policiesFailed;
  const answered = policies.data ?? [];
  const general = answered.filter((policy) => policy.type === 'GENERAL');
  const marketing = answered.filter((policy) => policy.type === 'MARKETING');

  const checkThenAsk = async () => {
    setContinueOnPolicies(policiesPending);
    if (!policies.data || !(await emailVerdict.check())) return;
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

  return {
    step,
    // While a continue waits (for the policies, or for the e-mail check's verdict) the button
    // says so, as the picture's did for a continue pressed there: nothing seems to ignore the tap.
    busy: (continueOnPolicies && !policiesFailed) || emailVerdict.pending,
    submit: checkThenAsk,
    /** The address the e-mail check proposes instead of the one typed. */
    suggestion: emailError?.suggestion,
    takeSuggestion: (suggestion: string) => {
      step.setValue(EMAIL, suggestion);
      emailVerdict.clear();
    },
    policies: {
      general,
      marketing,
      pending: policiesPending,
      failed: policiesFailed,
      // Loading them again is not a continue: the one that waited was dropped with the failure.
      retry: () => {
        setContinueOnPolicies(false);
        policies.refetch();
      },
    },
    /** The amount dialog's props while it asks, else null. */
    amountDialog: asking ? { sliders, onConfirm: confirm, onClose: () => setAsking(false) } : null,
  };
}
