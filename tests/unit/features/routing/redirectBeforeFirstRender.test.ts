import { afterEach, describe, expect, it } from 'vitest';
import { brandConfig as classic } from '../../../../src/brands/es/askrobin/config';
import { brandConfig as dynamic } from '../../../../src/brands/es/finipay/config';
import { initialDynamicPagesState } from '../../../../src/features/dynamicForm/model/types';
import { isDynamicStepPath } from '../../../../src/features/dynamicForm/model/stepPaths';
import { ApplicationState } from '../../../../src/features/lead';
import type { RedirectInputs } from '../../../../src/features/routing/routeGuard';
import { redirectBeforeFirstRender } from '../../../../src/features/routing/redirectBeforeFirstRender';

const BASE = '/application-frontend';
const inputs = (config: RedirectInputs['config'], progressState: number): RedirectInputs => ({
  progressState,
  config,
  dynamicPages: initialDynamicPagesState,
  isDynamicStepPath,
});
const open = (address: string) => window.history.replaceState({ idx: 0 }, '', address);
const address = () => `${window.location.pathname}${window.location.search}`;

describe('redirectBeforeFirstRender', () => {
  afterEach(() => open('/'));

  it('opens a v3 build at its first step, as the router would a frame later, query left behind', () => {
    open(`${BASE}/?utm_source=test`);
    redirectBeforeFirstRender(window, BASE, inputs(dynamic, ApplicationState.NONE));
    expect(address()).toBe(`${BASE}/initial-details`);
    // The router's own state on the entry is kept.
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('sends a returning applicant from a later step back to the one they reached', () => {
    open(`${BASE}/income-details/`);
    redirectBeforeFirstRender(window, BASE, inputs(classic, ApplicationState.NONE));
    expect(address()).toBe(`${BASE}/`);
  });

  it('leaves an address the router shows as it is', () => {
    open(`${BASE}/?utm_source=test`);
    redirectBeforeFirstRender(window, BASE, inputs(classic, ApplicationState.NONE));
    expect(address()).toBe(`${BASE}/?utm_source=test`);
  });

  it('leaves an address outside the funnel’s base path to the router', () => {
    for (const outside of ['/elsewhere/', `${BASE}-other/`]) {
      open(outside);
      redirectBeforeFirstRender(window, BASE, inputs(dynamic, ApplicationState.NONE));
      expect(address()).toBe(outside);
    }
  });
});
