import { retryableLazy } from '../../lib/retryableLazy';

/** `/unsubscribe`: its own chunk, loaded when the route is shown. */
export const UNSUBSCRIBE_SCREEN = retryableLazy(() => import('./Unsubscribe'));
