import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/servicesContext';
import {
  FormField,
  FormFrame,
  useStepSubmit,
  useValidatingConfig,
  validateField,
  unsubscribeEmail,
  type FieldError,
} from '../form';
import { MessageScreen } from '../layout';

const EMAIL_FIELD = unsubscribeEmail.field;

type Status = 'idle' | 'pending' | 'done' | 'failed';

/** Stops marketing e-mails for an address (`/customer/email/unsubscribe`). */
export default function Unsubscribe() {
  const { t } = useTranslation();
  const services = useServices();
  const config = useValidatingConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  // Read once into the field: the address drops it, so no later referrer (the logo's link to
  // the root is a new page) carries it to a tracker. Replaced, so Back does not bring it back.
  useEffect(() => {
    if (!searchParams.has('email')) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('email');
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  const [error, setError] = useState<FieldError | undefined>();
  const [status, setStatus] = useState<Status>('idle');
  // The call has its own deadline (docs/api.md), so a hanging one offers no "still trying"; it
  // saves no answers, so a retry does not say they are on their way again.
  const submit = useStepSubmit({
    pending: status === 'pending',
    failed: status === 'failed',
    retriesStalled: false,
    announcesRetry: false,
  });

  const unsubscribe = async () => {
    setStatus('pending');
    const api = await services.leadApi();
    const result = await api.unsubscribe(email.trim());
    setStatus(result.error ? 'failed' : 'done');
  };

  const handleSubmit = () => {
    const problem = validateField(EMAIL_FIELD, email, config) ?? undefined;
    setError(problem);
    if (problem) return 'invalid';
    submit.send(() => void unsubscribe());
    return undefined;
  };

  if (status === 'done') return <MessageScreen screen="unsubscribed" tone="positive" />;
  return (
    <MessageScreen screen="unsubscribe" hasErrors={error !== undefined}>
      <FormFrame
        className="message__form"
        errors={{ errors: error ? { [EMAIL_FIELD.name]: error } : {} }}
        onSubmit={handleSubmit}
        submit={{
          state: submit,
          failureKey: 'screens>unsubscribe>failed',
          label: t('screens>unsubscribe>submit'),
        }}
      >
        <FormField
          field={EMAIL_FIELD}
          value={email}
          error={error}
          onChange={(_name, value) => setEmail(String(value))}
        />
      </FormFrame>
    </MessageScreen>
  );
}
