import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { getPath } from '../../../lib/objectPath';
import {
  FormField,
  FormFrame,
  toLeadPatch,
  useStepSubmit,
  useValidatingConfig,
  validateField,
  type FieldError,
} from '../../form';
import { fieldEdited, selectDraft, selectLeadApplication } from '../../lead';
import { NAMESPACE } from '../AfterOfferForm';
import { submitStep } from '../stepCall';
import { CHANGE_MOBILE_ENDPOINT, PHONE_FIELD } from './changeMobile';

/** What the panel checks: a new number. */
export const CHANGE_NUMBER_FIELDS = [PHONE_FIELD];

/**
 * The verification screen's "wrong number?" form: its own form (forms do not nest), the same call
 * as the change-mobile-number step; the lead stays in verification and a code goes to the new number.
 */
export function ChangeNumberPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const config = useValidatingConfig(CHANGE_NUMBER_FIELDS);
  const draft = useAppSelector(selectDraft);
  const application = useAppSelector(selectLeadApplication);
  const stored = getPath(application, PHONE_FIELD.name);
  const value = draft[PHONE_FIELD.name] ?? (typeof stored === 'string' ? stored : '');
  const [error, setError] = useState<FieldError | undefined>();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  // The change's call hands back no request to cancel, so a hanging change offers no retry. It
  // saves an answer (the number): a retry after a failure says so, as a step's does.
  const submit = useStepSubmit({ pending, failed, retriesStalled: false });

  const change = async () => {
    setPending(true);
    setFailed(false);
    const outcome = await submitStep(
      dispatch,
      CHANGE_MOBILE_ENDPOINT,
      toLeadPatch([PHONE_FIELD], { [PHONE_FIELD.name]: value }),
      undefined,
      {
        400: { kind: 'fieldErrors', errors: { [PHONE_FIELD.name]: { key: 'phone.INVALID' } } },
      },
    );
    setPending(false);
    if (outcome.kind === 'done') onChanged();
    else if (outcome.kind === 'fieldErrors') setError(outcome.errors[PHONE_FIELD.name]);
    else setFailed(true);
  };

  const handleSubmit = () => {
    const problem = validateField(PHONE_FIELD, value, config) ?? undefined;
    setError(problem);
    if (!problem) submit.send(() => void change());
    return undefined;
  };

  return (
    <FormFrame
      id="change-number-panel"
      className="step after-offer__panel"
      heading={{
        id: 'change-number',
        title: t('steps>mobile-verification>changeTitle'),
        level: 2,
      }}
      onSubmit={handleSubmit}
      submit={{
        state: submit,
        namespace: NAMESPACE,
        label: t('steps>mobile-verification>changeSubmit'),
        secondary: true,
      }}
    >
      <FormField
        field={PHONE_FIELD}
        namespace={NAMESPACE}
        value={value}
        error={error}
        onChange={(name, next) => dispatch(fieldEdited({ name, value: next }))}
      />
    </FormFrame>
  );
}
