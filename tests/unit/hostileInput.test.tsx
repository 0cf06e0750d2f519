import { within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { applyResetRules, restorePersistedState } from '../../src/app/persistence';
import * as dynamicFormModel from '../../src/features/dynamicForm/model/dynamicFormModel';
import { entryContribution } from '../../src/features/lead/entryContribution';
import { entryResolved } from '../../src/features/lead/leadEvents';
import ClassicStepScreen from '../../src/features/classicForm/ClassicStepScreen';
import LoanInformation from '../../src/features/classicForm/LoanInformation';
import { MAX_PARAM_LENGTH, readEntryParams, startEntry } from '../../src/features/session';
import { toSafeRedirectUrl } from '../../src/lib/safeUrl';
import { createMemoryStorage } from './helpers/memoryStorage';
import { renderWithProviders } from './testUtils';

/**
 * Hostile input, as property tests: URL parameters and stored state an attacker (or a broken
 * browser, or an old release) controls. The funnel must never throw and never turn a value into
 * markup.
 */

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1">',
  'javascript:window.__pwned=1',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '__proto__',
] as const;

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(...PAYLOADS),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '-0', '0x10', '9'.repeat(400)),
  fc.string({ minLength: 600, maxLength: 3000 }),
);

const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          'amount',
          'period',
          'id',
          'draft',
          'application',
          '__proto__',
          'progressState',
        ),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

/** A stored value as the browser holds it: JSON of anything, or any text, possibly encoded again. */
const storedRaw = fc.oneof(
  hostileText,
  hostileJson.map((value) => (JSON.stringify(value) as string | undefined) ?? 'null'),
  fc.tuple(hostileJson, fc.integer({ min: 1, max: 12 })).map(([value, times]) => {
    let text = (JSON.stringify(value) as string | undefined) ?? 'null';
    for (let i = 1; i < times; i += 1) text = JSON.stringify(text);
    return text;
  }),
);

const storedLead = fc.record({
  application: fc.dictionary(
    fc.constantFrom(
      'id',
      'amount',
      'period',
      'periodScale',
      'personalDetails',
      'contactDetails',
      'tags',
    ),
    hostileJson,
  ),
  draft: fc.dictionary(
    fc.constantFrom(
      'amount',
      'period',
      'personalDetails.firstName',
      'personalDetails.lastName',
      'personalDetails.gender',
    ),
    hostileJson,
  ),
  createRequestKey: hostileJson,
});

const sessionState = fc.record(
  {
    leadApplication: fc.oneof(
      storedRaw,
      storedLead.map((lead) => JSON.stringify(lead)),
    ),
    state: storedRaw,
    dynamicPages: storedRaw,
    uiColors: storedRaw,
    sessionId: storedRaw,
    sessionStartedAt: storedRaw,
    sellingTierGlobalId: storedRaw,
  },
  { requiredKeys: [] },
);

const localState = fc.record(
  { storedLoanApplication: storedRaw, gclid: storedRaw },
  { requiredKeys: [] },
);

const PARAM_NAMES = [
  'sessionId',
  'refName',
  'refSubId',
  'refTransactionId',
  's_id',
  'amount',
  'period',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'sellingTierGlobalId',
  'fbclid',
  'ttclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
];

const hostileSearch = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAM_NAMES), fc.string()), hostileText), {
    maxLength: 8,
  })
  .map((pairs) => `?${new URLSearchParams(pairs).toString()}`);
const rawSearch = fc.oneof(
  hostileSearch,
  fc.string().map((text) => `?${text}`),
  fc.string({ unit: 'binary' }),
);

/**
 * No element and no attribute came from a payload: the DOM holds text only. Markup is what is
 * checked here, so this walks the DOM rather than querying it as a person would.
 */
/* eslint-disable testing-library/no-node-access */
function expectNoInjectedMarkup(container: HTMLElement) {
  expect(
    container.querySelector('script, iframe, object, embed, img[src="x"], svg[onload]'),
  ).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames())
      expect(attribute.startsWith('on')).toBe(false);
    const href = element.getAttribute('href');
    if (href !== null) expect(href.trim().toLowerCase().startsWith('javascript:')).toBe(false);
  }
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}
/* eslint-enable testing-library/no-node-access */

/** What the bootstrap does with the URL and storage, up to the preloaded state. */
function enter(search: string, session: Record<string, string>, local: Record<string, string>) {
  const sessionStore = createMemoryStorage('sessionStorage', session).store;
  const localStore = createMemoryStorage('localStorage', local).store;
  const now = new Date('2025-06-01T10:00:00.000Z');
  const entry = startEntry({
    search,
    href: `https://example.com/application-frontend/${search}`,
    now,
    local: localStore,
    session: sessionStore,
    affiliate: { expiryHours: 480 },
  });
  const restored = applyResetRules(
    restorePersistedState({ local: localStore, session: sessionStore }, dynamicFormModel),
    entry,
    now,
    30 * 24 * 3600 * 1000,
    { local: localStore, session: sessionStore },
  );
  const contribution = entryContribution(entry, {
    timezoneOffset: -120,
    deviceMemory: 4,
    language: 'es-ES',
    screenWidth: 375,
    screenHeight: 740,
    loadingTimeMs: 800,
  });
  return { restored, contribution };
}

describe('URL entry parameters', () => {
  it('are read without throwing, within a bounded length, with numbers finite', () => {
    // What does not fit is dropped with a warning: hundreds of them here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(rawSearch, (search) => {
        const params = readEntryParams(search);
        for (const value of Object.values(params)) {
          if (typeof value === 'string')
            expect(Array.from(value).length).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        }
        if (params.sessionId !== undefined) expect(params.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('restoring hostile stored state', () => {
  it('drops a storedLoanApplication nested 20,000 levels deep, and the entry writes it afresh', () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = { storedLoanApplication: deep };
    const { restored } = enter('?refName=partner&amount=900', {}, local);
    expect(restored.lead?.application).not.toHaveProperty('a');
    expect(warn).toHaveBeenCalledWith(
      'Error retrieving key "storedLoanApplication" in localStorage:',
      expect.any(RangeError),
    );
    warn.mockRestore();
  });

  it('never throws, and what it restores has the shapes the store expects', () => {
    fc.assert(
      fc.property(rawSearch, sessionState, localState, (search, session, local) => {
        const { restored } = enter(search, session, local);
        const { application, draft } = restored.lead ?? { application: {}, draft: {} };
        for (const key of ['amount', 'period'] as const) {
          if (application[key] !== undefined) expect(Number.isFinite(application[key])).toBe(true);
        }
        if (application.id !== undefined) expect(typeof application.id).toBe('string');
        for (const value of Object.values(draft))
          expect(['string', 'boolean']).toContain(typeof value);
        if (restored.applicationState)
          expect(Number.isFinite(restored.applicationState.progressState)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('rendering the app over hostile URL and storage', () => {
  it('the first screen renders its texts and never a payload as markup', () => {
    fc.assert(
      fc.property(rawSearch, sessionState, localState, (search, session, local) => {
        const { restored, contribution } = enter(search, session, local);
        const view = renderWithProviders(<LoanInformation />, { preloadedState: restored });
        try {
          view.store.dispatch(entryResolved({ ...contribution, entrySearch: search }));
          expect(within(view.container).getByRole('heading', { level: 1 }).textContent).not.toBe(
            '',
          );
          const amount = Number(
            within(view.container).getByRole<HTMLInputElement>('slider', {
              name: /¿Cuánto|How much/,
            }).value,
          );
          expect(amount).toBeGreaterThanOrEqual(view.config.loan.minAmount);
          expect(amount).toBeLessThanOrEqual(view.config.loan.maxAmount);
          expectNoInjectedMarkup(view.container);
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a form step shows hostile drafts and prefill as field values, not markup', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYLOADS),
        hostileSearch,
        sessionState,
        (payload, search, session) => {
          const prefill = `${search}&firstName=${encodeURIComponent(payload)}&lastName=${encodeURIComponent(payload)}`;
          const { restored, contribution } = enter(prefill, session, {});
          const view = renderWithProviders(<ClassicStepScreen step="personal-details" />, {
            preloadedState: restored,
            route: '/personal-details',
          });
          try {
            view.store.dispatch(entryResolved({ ...contribution, entrySearch: search }));
            expectNoInjectedMarkup(view.container);
          } finally {
            view.unmount();
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('redirect URLs from the server', () => {
  it('only absolute http(s) URLs are followed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          hostileText,
          fc.constantFrom(
            'javascript:alert(1)',
            ' JAVASCRIPT:alert(1)',
            'data:text/html,<script>alert(1)</script>',
            'vbscript:x',
            '//evil.example',
            '/relative',
            'ftp://x.example',
          ),
        ),
        (candidate) => {
          const safe = toSafeRedirectUrl(candidate, ['partner.example']);
          // Only https to the listed partner, or the page's own origin.
          if (safe !== null)
            expect(
              (new URL(safe).protocol === 'https:' &&
                new URL(safe).hostname === 'partner.example') ||
                new URL(safe).origin === location.origin,
            ).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    expect(toSafeRedirectUrl('javascript:alert(1)', ['partner.example'])).toBeNull();
    expect(toSafeRedirectUrl('https://partner.example/apply', ['partner.example'])).toBe(
      'https://partner.example/apply',
    );
  });
});
