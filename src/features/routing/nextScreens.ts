import type { ClassicStep } from '../../brands/types';
import { ApplicationRoute } from './routes';

/** Where a lead can go from checking: the outcome screens, all small. */
const OUTCOME_ROUTES = ['/accepted', '/redirected', '/rejected', '/thank-you'] as const;

const routeOf = (step: ClassicStep) => `/${step}`;

/**
 * The routes an applicant can reach next from `path`, so their code can be fetched while they
 * read the current screen: the next classic step, checking after the last one, and the outcomes
 * after checking. Empty where the next screen depends on the server (after the offer).
 */
export function nextRoutes(path: string, steps: readonly ClassicStep[]): string[] {
  if (path === '/checking') return [...OUTCOME_ROUTES];
  const index = classicStepIndex(path, steps);
  if (index === -1) return [];
  const next = steps[index + 1];
  return [next === undefined ? '/checking' : routeOf(next)];
}

/**
 * Whether submitting the screen at `path` saves the lead: every classic step after the loan
 * information (which only picks amount and period). Their lead API client is loaded while the
 * step is read, so a connection lost meanwhile fails only the request, which can be retried.
 */
export function savesOnSubmit(path: string, steps: readonly ClassicStep[]): boolean {
  return classicStepIndex(path, steps) > 0;
}

/** The position of `path` among the classic steps (the index path is the loan information), or -1. */
function classicStepIndex(path: string, steps: readonly ClassicStep[]): number {
  const current = path === ApplicationRoute.INDEX ? 'loan-information' : path.slice(1);
  return steps.findIndex((step) => step === current);
}
