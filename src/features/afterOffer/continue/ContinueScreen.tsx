import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Continue from './Continue';
import { clearReapplying } from '../redirect/redirectFlags';
import { ResumeApplication } from './ResumeApplication';

/**
 * `/continue/{id}` loads a lead from its link (the funnel's Continue screen); `/continue` alone is
 * the route of state 14, a lead waiting for its applicant to come back, which resumes it.
 */
export default function ContinueScreen() {
  const hasId = (useLocation().pathname.split('/')[2] ?? '') !== '';
  useEffect(() => {
    // Opening a link names the lead the applicant wants; a re-application begun earlier is over.
    if (hasId) clearReapplying();
  }, [hasId]);
  return hasId ? <Continue /> : <ResumeApplication />;
}
