import type { AppStartListening } from '../../../app/listenerMiddleware';
import { selectLeadId } from '../../lead';

/**
 * Follows the lead id whenever the funnel stores a new one (created, updated or continued) or
 * clears it: `lid` keeps the latest, and this tab's redirect of another lead stops counting. The
 * flags' code loads when the first lead id does, not with the first screen.
 */
export function addLeadIdMemory(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, current, previous) => selectLeadId(current) !== selectLeadId(previous),
    effect: async (_action, api) => {
      const { followLeadId } = await import('./redirectFlags');
      followLeadId(selectLeadId(api.getState()));
    },
  });
}
