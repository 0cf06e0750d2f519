import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/servicesContext';
import {
  ErrorSummary,
  FormField,
  focusSummaryOnNextFrame,
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
  const summaryRef = useRef<HTMLDivElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateField(EMAIL_FIELD, email, config) ?? undefined;
    setError(problem);
    if (problem) {
      // As on every step: the summary takes focus once it has rendered.
      focusSummaryOnNextFrame(summaryRef);
      return;
    }
    if (status === 'pending') return;
    setStatus('pending');
    const api = await services.leadApi();
    const result = await api.unsubscribe(email.trim());
    setStatus(result.error ? 'failed' : 'done');
  };

  if (status === 'done') return <MessageScreen screen="unsubscribed" tone="positive" />;
  return (
    <MessageScreen screen="unsubscribe" hasErrors={error !== undefined}>
      <form className="step" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <ErrorSummary ref={summaryRef} errors={error ? { [EMAIL_FIELD.name]: error } : {}} />
        <FormField
          field={EMAIL_FIELD}
          value={email}
          error={error}
          onChange={(_name, value) => setEmail(String(value))}
        />
        {status === 'failed' ? <p role="alert">{t('screens>unsubscribe>failed')}</p> : null}
        <button type="submit" className="button button--primary" aria-busy={status === 'pending'}>
          {t('screens>unsubscribe>submit')}
        </button>
      </form>
    </MessageScreen>
  );
}
