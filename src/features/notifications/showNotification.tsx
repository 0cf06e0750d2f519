import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import type { NotificationKey, NotificationKind } from './types';

function NotificationMessage({ messageKey }: { messageKey: NotificationKey }) {
  const { t } = useTranslation();
  return <>{t(`notifications>${messageKey}`)}</>;
}

export function showNotification(kind: NotificationKind, messageKey: NotificationKey): void {
  toast(<NotificationMessage messageKey={messageKey} />, {
    type: kind,
    // An error is announced at once; anything else waits for a pause in what is being read.
    role: kind === 'error' ? 'alert' : 'status',
    // The same notice twice at once (two offers expiring together) shows once.
    toastId: messageKey,
  });
}
