import { useTranslation } from 'react-i18next';
import { NS } from './namespace';

/** The server's remarks on the step as a whole, which belong to none of its fields. */
export function ServerRemarks({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation(NS);
  if (messages.length === 0) return null;
  return (
    <div className="dynamic-step__remarks" role="alert">
      <p>{t('serverRemarks')}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
