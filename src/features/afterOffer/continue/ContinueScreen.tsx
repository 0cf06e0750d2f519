import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { ApplicationState, selectLeadId } from '../../lead';
import { selectProgressState } from '../../routing';
import Continue from './Continue';
import { clearReapplying } from '../redirect/redirectFlags';
import { ResumeApplication } from './ResumeApplication';

/**
 * `/continue/{id}` loads a lead from its link (the funnel's Continue screen). It is also the route
 * of state 14 (section 3), a lead waiting for its applicant to come back: once the lead in the
 * store is that lead in that state (moved there, loaded by the link, or restored on a reload),
 * the screen resumes it. `/continue` alone, the route of state 14 before the id went into it,
 * resumes the lead in the store.
 */
export default function ContinueScreen() {
  const segment = useLocation().pathname.split('/')[2] ?? '';
  const hasId = segment !== '';
  const leadId = useAppSelector(selectLeadId);
  const waiting = useAppSelector(selectProgressState) === ApplicationState.CONTINUE;
  const isWaitingLead =
    waiting && leadId !== undefined && (!hasId || continuePathId(segment) === leadId);
  // Once resuming, the screen stays so until the new state's route replaces it: the lead leaving
  // state 14 must not start the link's loading again.
  const [resuming, setResuming] = useState(false);
  if (isWaitingLead && !resuming) setResuming(true);
  useEffect(() => {
    // Opening a link names the lead the applicant wants; a re-application begun earlier is over.
    if (hasId) clearReapplying();
  }, [hasId]);
  return hasId && !isWaitingLead && !resuming ? <Continue /> : <ResumeApplication />;
}

/** The lead id in the path segment; a mangled one (bad percent-encoding) is kept as written. */
function continuePathId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
