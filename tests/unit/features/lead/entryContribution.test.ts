import { describe, expect, it } from 'vitest';
import { applyResetRules } from '../../../../src/app/persistence';
import { entryContribution } from '../../../../src/features/lead/entryContribution';
import type { RootState } from '../../../../src/app/store';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { entryResolved } from '../../../../src/features/lead/leadEvents';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import type { LeadApplication } from '../../../../src/features/lead/types';
import type { DeviceEnvironment, EntryContext } from '../../../../src/features/session';
import { createMemoryStorage } from '../../helpers/memoryStorage';
import { makeTestStore } from '../../testUtils';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 24 * 3_600_000;
const EXPIRATION = 30 * DAY;

const device: DeviceEnvironment = {
  timezoneOffset: -60,
  deviceMemory: 7.6,
  language: 'es-ES',
  screenWidth: 390,
  screenHeight: 844,
  loadingTimeMs: 1234.4,
};

const stores = () => ({
  local: createMemoryStorage('localStorage').store,
  session: createMemoryStorage('sessionStorage').store,
});

function entry(patch: Partial<EntryContext> = {}): EntryContext {
  return {
    params: { utm: {} },
    sessionId: 'session-1',
    sessionStartedAt: NOW,
    isNewSession: false,
    affiliateReferenceParams: null,
    googleClick: null,
    utm: {},
    ...patch,
  };
}

describe('entryContribution', () => {
  it('prefills amount, period, names, email and phone from the URL and says so to analytics', () => {
    const { application, prefill } = entryContribution(
      entry({
        params: {
          amount: 500,
          period: 70,
          firstName: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@example.com',
          phoneNumber: '612345678',
          utm: {},
        },
      }),
      device,
    );

    // The loan's numbers go to the lead as numbers; what the form shows is prefilled as drafts.
    expect(application).toMatchObject({ amount: 500, period: 70 });
    expect(prefill).toEqual({
      'personalDetails.firstName': 'Ana',
      'personalDetails.lastName': 'Ruiz',
      'contactDetails.email': 'ana@example.com',
      'contactDetails.phoneNumber': '612345678',
    });
    expect(application.posthogParameters).toEqual({
      isLeadPrefilled: true,
      leadPrefilledFields: ['amount', 'period', ...Object.keys(prefill)],
    });
  });

  it('marks the lead of a new session without URL data as not prefilled and adds no attribution', () => {
    const { application, prefill } = entryContribution(entry({ isNewSession: true }), device);
    expect(prefill).toEqual({});
    expect(application).toEqual({
      tags: ['react-ui'],
      sessionId: 'session-1',
      sessionStartedAt: '2026-03-01T12:00:00.000Z',
      deviceData: {
        timezoneOffset: -60,
        deviceMemory: 8,
        language: 'es-ES',
        screenResolution: '390x844',
        loadingTime: 1234,
      },
      posthogParameters: { isLeadPrefilled: false, leadPrefilledFields: [] },
    });
  });

  it('leaves the prefill marks and the UTM set alone on a later entry of the session that brings none', () => {
    const { application, startsSession } = entryContribution(entry(), device);
    expect(startsSession).toBe(false);
    expect(application).not.toHaveProperty('posthogParameters');
  });

  it('brings a campaign URL’s whole UTM set, null where a key is absent', () => {
    const { application } = entryContribution(
      entry({ utm: { utm_source: 'mail', utm_campaign: 'spring' } }),
      device,
    );
    expect(application.posthogParameters?.utm).toEqual({
      utm_medium: null,
      utm_source: 'mail',
      utm_campaign: 'spring',
      utm_content: null,
      utm_term: null,
    });
  });

  it('carries the affiliate reference, the Google click and the selling tier into the lead', () => {
    const reference = {
      attribute: 'partner',
      subId: 'sub',
      transactionId: 'tx',
      setAt: '2026-03-01T11:00:00.000Z',
    };
    const { application } = entryContribution(
      entry({
        affiliateReferenceParams: reference,
        googleClick: { gclid: 'g-1', gclsrc: 'aw.ds', setAt: '2026-03-01T11:30:00.000Z' },
        sellingTierGlobalId: 'tier-9',
      }),
      device,
    );
    expect(application.affiliateReferenceParams).toEqual(reference);
    expect(application.googleClick).toEqual({ gclid: 'g-1', gclidAt: '2026-03-01T11:30:00.000Z' });
    expect(application.sellingTierGlobalId).toBe('tier-9');
  });

  it('lets what the applicant already typed win over the URL prefill once in the store', () => {
    const { store } = makeTestStore({
      preloadedState: {
        lead: { ...initialLeadState, draft: { 'personalDetails.firstName': 'Typed' } },
      },
    });
    store.dispatch(
      entryResolved({
        ...entryContribution(
          entry({ params: { firstName: 'FromUrl', amount: 300, utm: {} } }),
          device,
        ),
        entrySearch: '?firstName=FromUrl&amount=300',
      }),
    );
    expect(store.getState().lead.draft).toEqual({ 'personalDetails.firstName': 'Typed' });
    // The URL's amount stays a number on its way to the lead body.
    expect(store.getState().lead.application.amount).toBe(300);
    expect(store.getState().lead.application.tags).toEqual(['react-ui']);
  });
});

describe('applyResetRules', () => {
  const typed: LeadApplication = {
    amount: 700,
    personalDetails: { firstName: 'Ana' },
    otherDetails: { ibanConsent: true, loanPurpose: 'CAR' },
  };
  const sessionFields: LeadApplication = {
    id: 'lead-1',
    sessionStartedAt: new Date(NOW.getTime() - DAY).toISOString(),
    generalPolicies: true,
    policies: ['terms'],
    leadSource: 'web',
    googleCaptchaToken: 'captcha',
  };
  const live: LeadApplication = {
    ...typed,
    ...sessionFields,
    leadStatus: 1,
    expiresAt: new Date(NOW.getTime() + DAY).toISOString(),
  };
  const cleared: LeadApplication = {
    amount: 700,
    personalDetails: { firstName: 'Ana' },
    otherDetails: { loanPurpose: 'CAR' },
    leadStatus: 1,
  };

  function restored(application: LeadApplication): Partial<RootState> {
    return {
      lead: {
        ...initialLeadState,
        application,
        draft: { 'contactDetails.email': 'ana@' },
        createRequestKey: 'key',
        applicantToken: 'token-of-lead-1-abcdefgh',
      },
      applicationState: {
        ...initialApplicationState,
        progressState: 10,
        applicationResult: { offerId: 'o-1' },
        customerConsents: { leadId: 'lead-1', set: 'tfbank', answer: { consents: [] } },
      },
    };
  }

  it('keeps a live lead in the same session as it is', () => {
    const state = restored(live);
    expect(applyResetRules(state, entry(), NOW, EXPIRATION, stores())).toBe(state);
  });

  it('starts a new lead in a new session, keeping what the applicant typed', () => {
    const result = applyResetRules(
      restored(live),
      entry({ isNewSession: true }),
      NOW,
      EXPIRATION,
      stores(),
    );
    expect(result.lead).toEqual({
      ...initialLeadState,
      application: { ...cleared, expiresAt: live.expiresAt },
      draft: { 'contactDetails.email': 'ana@' },
      createRequestKey: null,
      applicantToken: null,
    });
    expect(result.applicationState).toEqual(initialApplicationState);
  });

  it('keeps a new session without a lead id as it is', () => {
    const state = restored(typed);
    expect(applyResetRules(state, entry({ isNewSession: true }), NOW, EXPIRATION, stores())).toBe(
      state,
    );
  });

  it.each([
    ['expired at expiresAt', { expiresAt: new Date(NOW.getTime() - 1).toISOString() }],
    [
      'older than the session expiration',
      { sessionStartedAt: new Date(NOW.getTime() - EXPIRATION - 1).toISOString() },
    ],
    ['a non-positive lead status', { leadStatus: 0 }],
  ])('resets a lead %s', (_name, patch) => {
    const result = applyResetRules(
      restored({ ...live, ...patch }),
      entry(),
      NOW,
      EXPIRATION,
      stores(),
    );
    const application = result.lead?.application ?? {};
    for (const field of [
      'id',
      'sessionStartedAt',
      'generalPolicies',
      'policies',
      'leadSource',
      'googleCaptchaToken',
    ]) {
      expect(application).not.toHaveProperty(field);
    }
    expect(application.otherDetails).toEqual({ loanPurpose: 'CAR' });
    expect(application.personalDetails).toEqual({ firstName: 'Ana' });
    expect(result.lead?.draft).toEqual({ 'contactDetails.email': 'ana@' });
    expect(result.lead?.createRequestKey).toBeNull();
    // The token goes with the id it opens.
    expect(result.lead?.applicantToken).toBeNull();
    // The consents went with the lead id they belonged to; the progress stays.
    expect(result.applicationState?.customerConsents).toBeNull();
    expect(result.applicationState?.progressState).toBe(10);
  });

  it('leaves a state without a lead alone', () => {
    const state: Partial<RootState> = { applicationState: initialApplicationState };
    expect(applyResetRules(state, entry({ isNewSession: true }), NOW, EXPIRATION, stores())).toBe(
      state,
    );
  });
});
