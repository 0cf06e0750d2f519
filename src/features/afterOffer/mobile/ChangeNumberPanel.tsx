import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { getPath } from '../../../lib/objectPath';
import {
  FormField,
  toLeadPatch,
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

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateField(PHONE_FIELD, value, config) ?? undefined;
    setError(problem);
    if (problem || pending) return;
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

  return (
    <form
      id="change-number-panel"
      className="step after-offer__panel"
      noValidate
      aria-labelledby="change-number-title"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h2 id="change-number-title">{t('steps>mobile-verification>changeTitle')}</h2>
      <FormField
        field={PHONE_FIELD}
        namespace={NAMESPACE}
        value={value}
        error={error}
        onChange={(name, next) => dispatch(fieldEdited({ name, value: next }))}
      />
      {failed ? (
        <p className="step__failure" role="alert">
          {t('form>saveFailed')}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary" aria-busy={pending}>
        {pending ? t('form>saving') : t('steps>mobile-verification>changeSubmit')}
      </button>
    </form>
  );
}
