import type { AppStartListening } from '../../../app/listenerMiddleware';
import { selectLeadId } from '../../lead';
import { rememberLeadId } from './redirectFlags';

/** Keeps `lid` on the lead id whenever the funnel stores a new one: created, updated or continued. */
export function addLeadIdMemory(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, current, previous) => {
      const leadId = selectLeadId(current);
      return leadId !== undefined && leadId !== selectLeadId(previous);
    },
    effect: (_action, api) => {
      const leadId = selectLeadId(api.getState());
      if (leadId !== undefined) rememberLeadId(leadId);
    },
  });
}
