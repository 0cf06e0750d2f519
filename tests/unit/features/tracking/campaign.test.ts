import { describe, expect, it, vi } from 'vitest';
import { fbcFromClick, adPlatformIds } from '../../../../src/features/tracking/adPlatformIds';
import {
  campaignAttributes,
  fbclidFromFbc,
  hasCampaignParams,
} from '../../../../src/features/tracking/campaign';
import { maxLengthOf } from '../../helpers/contract';

describe('campaign attributes for product analytics', () => {
  it('takes utm_*, gclid, gbraid, wbraid and ttclid from the URL and fbclid from the _fbc cookie', () => {
    const search =
      '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=ad1&utm_term=loan&gclid=G1&gbraid=GB&wbraid=WB&ttclid=TT&fbclid=URLCLICK&email=ana%40example.com';
    expect(campaignAttributes(search, { _fbc: 'fb.1.1700000000000.COOKIECLICK' })).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'ad1',
      utm_term: 'loan',
      gclid: 'G1',
      gbraid: 'GB',
      wbraid: 'WB',
      ttclid: 'TT',
      fbclid: 'COOKIECLICK',
    });
  });

  it('registers nothing personal and nothing absent', () => {
    expect(campaignAttributes('?email=ana%40example.com&firstName=Ana', {})).toEqual({});
  });

  it('tells a campaign URL from a plain one', () => {
    expect(hasCampaignParams('?utm_source=x')).toBe(true);
    expect(hasCampaignParams('?fbclid=x')).toBe(true);
    expect(hasCampaignParams('?amount=500')).toBe(false);
  });
});

describe('the _fbc cookie', () => {
  it('holds the click id after the third dot, dots in the id included', () => {
    expect(fbclidFromFbc('fb.1.1700000000000.IwAR.2x_y')).toBe('IwAR.2x_y');
  });

  it.each([
    '',
    'fb.1.1700000000000',
    'fb.1.1700000000000.',
    'xx.1.1700000000000.abc',
    'fb.a.1700000000000.abc',
  ])('is ignored when malformed: %j', (value) => {
    expect(fbclidFromFbc(value)).toBeUndefined();
  });

  it('is formatted from a URL click as Meta does', () => {
    expect(fbcFromClick('IwAR123', new Date(1_750_000_000_000))).toBe('fb.1.1750000000000.IwAR123');
  });
});

describe('adPlatformIds (the lead’s metaPixel and tikTokPixel)', () => {
  const now = new Date(1_750_000_000_000);

  it('formats fbc from the URL fbclid when there is no cookie, and takes ttclid from the URL', () => {
    expect(adPlatformIds({ cookies: {}, fbclid: 'CLICK', ttclid: 'TT', now })).toEqual({
      metaPixel: { fbc: 'fb.1.1750000000000.CLICK' },
      tikTokPixel: { ttclid: 'TT' },
    });
  });

  it('reads fbp, fbc and ttp from the pixels’ cookies', () => {
    const cookies = { _fbp: 'fb.1.1.42', _fbc: 'fb.1.1700000000000.OLD', _ttp: 'ttp-1' };
    expect(adPlatformIds({ cookies, now })).toEqual({
      metaPixel: { fbp: 'fb.1.1.42', fbc: 'fb.1.1700000000000.OLD' },
      tikTokPixel: { ttp: 'ttp-1' },
    });
  });

  it('prefers a new click in the URL over an older cookie, and keeps the cookie for the same click', () => {
    expect(
      adPlatformIds({ cookies: { _fbc: 'fb.1.1700000000000.OLD' }, fbclid: 'NEW', now }).metaPixel
        ?.fbc,
    ).toBe('fb.1.1750000000000.NEW');
    expect(
      adPlatformIds({ cookies: { _fbc: 'fb.1.1700000000000.SAME' }, fbclid: 'SAME', now }).metaPixel
        ?.fbc,
    ).toBe('fb.1.1700000000000.SAME');
  });

  it('leaves out what is not known', () => {
    expect(adPlatformIds({ cookies: {}, now })).toEqual({});
  });

  it('leaves out a cookie, or a click id, the lead would carry beyond the contract’s limit', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const long = 'x'.repeat(maxLengthOf('Lead.metaPixel.fbc'));
    const cookies = { _fbp: long + 'x', _fbc: 'fb.1.1700000000000.OLD', _ttp: long + 'x' };
    // The fbc made from the URL's click goes over the limit: the cookie's stays.
    expect(adPlatformIds({ cookies, fbclid: long, now })).toEqual({
      metaPixel: { fbc: 'fb.1.1700000000000.OLD' },
    });
    expect(warn).toHaveBeenCalledWith(
      "Dropping ad click id metaPixel.fbp: beyond the lead API's limits",
    );
    warn.mockRestore();
  });
});
