import 'react-toastify/ReactToastify.css';
import './notifications.css';
import { useTranslation } from 'react-i18next';
import {
  cssTransition,
  ToastContainer,
  type CloseButtonProps,
  type ToastContainerProps,
} from 'react-toastify/unstyled';
import { WithAllTexts } from '../layout';
import { useConnectivityNotices } from './useConnectivityNotices';

export { showNotification } from './showNotification';

/** Specification section 9, as react-toastify spells it. */
const NOTIFICATION_SETTINGS = {
  position: 'top-right',
  autoClose: 3000,
  hideProgressBar: true,
  closeOnClick: true,
  draggable: true,
  theme: 'colored',
  pauseOnHover: true,
} as const satisfies ToastContainerProps;

// A fade, not a bounce in from the side: nothing moves for those who ask for less motion.
const Fade = cssTransition({ enter: 'notification--enter', exit: 'notification--exit' });

const noShortcut = () => false;

/** react-toastify's own close button, with a label in the page's language. */
function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="Toastify__close-button notification__close"
      aria-label={t('notifications>close')}
      onClick={(event) => {
        // The toast itself closes on click too: one close is enough.
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The notifications area: react-toastify's container as section 9 sets it, with its texts in the
 * page's language. It never takes focus.
 */
export function NotificationHost() {
  useConnectivityNotices();
  // The notices' texts are not among the first screen's: wait for them rather than show keys.
  // The area reads them only once they are in: they arrive silently, without a re-render.
  return (
    <WithAllTexts fallback={null}>
      <NotificationArea />
    </WithAllTexts>
  );
}

function NotificationArea() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      {...NOTIFICATION_SETTINGS}
      transition={Fade}
      closeButton={CloseButton}
      // No shortcut: toastify's Alt+T moves focus to a notice, and AltGr+T (Alt and Ctrl) types
      // "ț" on Romanian keyboards. The notices are announced where they appear.
      hotKeys={noShortcut}
      aria-label={t('notifications>region')}
    />
  );
}
