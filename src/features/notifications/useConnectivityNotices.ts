import { useLayoutEffect } from 'react';
import { toast } from 'react-toastify/unstyled';
import { showNotification } from './showNotification';

/**
 * Tells the applicant when the browser loses its connection and when it comes back; the one
 * notice replaces the other. (A step's own save still says "offline" where it failed.)
 */
export function useConnectivityNotices(): void {
  // Listening from the commit that shows the area, not a moment after it: an event in between
  // would be lost.
  useLayoutEffect(() => {
    const offline = () => {
      toast.dismiss('online');
      showNotification('warning', 'offline');
    };
    const online = () => {
      toast.dismiss('offline');
      showNotification('success', 'online');
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
