// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calledOrigins } from '../../../build/calledOrigins';

const OWN_API = {
  apiBaseUrl: '',
  leadPath: '/v3/lead',
  policyPath: '/policy',
  affiliateEventPath: '/affiliate/event',
};
const NO_TRACKERS = { VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' };
const NO_BRAND_HOSTS = { partnerHosts: [] };

describe('the origins a build reaches', () => {
  it('are none beyond its own for an API on its origin and no tracker', () => {
    expect(calledOrigins(OWN_API, NO_TRACKERS, NO_BRAND_HOSTS)).toEqual({
      script: [],
      connect: [],
      img: [],
    });
  });

  it('include every origin its lead API endpoints name, once each', () => {
    const calls = calledOrigins(
      {
        apiBaseUrl: 'https://api.pl.example.com',
        leadPath: 'https://api.pl.example.com/v3/lead',
        policyPath: 'https://policies.example.com/policy',
        affiliateEventPath: '/affiliate/event',
      },
      NO_TRACKERS,
      NO_BRAND_HOSTS,
    );
    expect(calls.connect).toEqual(['https://api.pl.example.com', 'https://policies.example.com']);
  });

  it('let each configured tracker load its script and reach its collection hosts', () => {
    const calls = calledOrigins(
      OWN_API,
      {
        VITE_GTM_ID: 'GTM-ABC123',
        VITE_META_PIXEL_ID: '100000000000001',
        VITE_TIKTOK_PIXEL_ID: 'TIKTOK01',
        VITE_POSTHOG_KEY: 'phc_key',
        VITE_POSTHOG_HOST: 'https://eu.i.posthog.com',
        VITE_LOGROCKET_APP_ID: 'org/app',
        VITE_SESSION_RECORDING_ENABLED: 'true',
      },
      NO_BRAND_HOSTS,
    );
    expect(calls.script).toEqual([
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
      'https://cdn.logr-in.com',
    ]);
    expect(calls.connect).toEqual([
      'https://www.googletagmanager.com',
      'https://www.google.com',
      'https://www.facebook.com',
      'https://analytics.tiktok.com',
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
      'https://r.logr-in.com',
      'https://e.logrocket.com',
    ]);
    expect(calls.img).toEqual(['https://www.googletagmanager.com', 'https://www.facebook.com']);
  });

  it('leave out a tracker its environment leaves off or names wrongly', () => {
    const calls = calledOrigins(
      OWN_API,
      {
        // Not a container id: gtm.ts loads nothing.
        VITE_GTM_ID: 'UA-1234',
        // A key without a host, an app id with recording off.
        VITE_POSTHOG_KEY: 'phc_key',
        VITE_POSTHOG_HOST: '',
        VITE_LOGROCKET_APP_ID: 'org/app',
        VITE_SESSION_RECORDING_ENABLED: 'false',
      },
      NO_BRAND_HOSTS,
    );
    expect(calls).toEqual({ script: [], connect: [], img: [] });
  });

  it('follow a tracker script served from a proxy, and PostHog behind a proxy of its own', () => {
    const calls = calledOrigins(
      OWN_API,
      {
        VITE_GTM_ID: 'GTM-ABC123',
        VITE_GTM_SCRIPT_URL: 'https://tags.lender.example/gtm.js',
        VITE_POSTHOG_KEY: 'phc_key',
        VITE_POSTHOG_HOST: 'https://ph.lender.example',
      },
      NO_BRAND_HOSTS,
    );
    expect(calls.script).toEqual(['https://tags.lender.example']);
    expect(calls.connect).toContain('https://ph.lender.example');
    expect(calls.connect).not.toContain('https://eu-assets.i.posthog.com');
  });

  it('show the brand’s logo from another host and its partners’ logos', () => {
    const calls = calledOrigins(OWN_API, NO_TRACKERS, {
      logoUrl: 'https://cdn.partner.example/logo.svg',
      partnerHosts: ['lender.example', '*.Partner.example'],
    });
    expect(calls.img).toEqual([
      'https://cdn.partner.example',
      'https://lender.example',
      'https://*.partner.example',
    ]);
  });
});
