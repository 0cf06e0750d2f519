import { afterEach, describe, expect, it } from 'vitest';
import {
  readsPersonalDataFromUrl,
  stripPersonalParamsFromAddressBar,
} from '../../../../src/features/tracking/addressBar';
import { isPrivateAddress, redactUrl } from '../../../../src/features/tracking/privateUrl';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('redactUrl', () => {
  it('drops personal entry parameters and keeps campaign ones', () => {
    expect(
      redactUrl(
        'https://funnel.example/application-frontend/?utm_source=mail&email=ana%40example.com&phoneNumber=612345678&firstName=Ana&lastName=Garc%C3%ADa&gclid=G',
      ),
    ).toBe('https://funnel.example/application-frontend/?utm_source=mail&gclid=G');
  });

  it('replaces e-mail addresses in paths and other parameters, encoded or not', () => {
    expect(redactUrl('/email/validate/ana@example.com')).toBe('/email/validate/redacted');
    expect(redactUrl('/customer/email/unsubscribe?email=ana%40example.com')).toBe(
      '/customer/email/unsubscribe',
    );
    expect(redactUrl('/x?contact=ana%40example.com&y=1')).toBe('/x?contact=redacted&y=1');
  });

  it('replaces the lead id of a continue link, in a path, a full URL or percent-encoded', () => {
    const id = '0b8f5f0e-3c57-4d3a-9d4e-2f7f3c1f6a10';
    expect(redactUrl(`/application-frontend/continue/${id}`)).toBe(
      '/application-frontend/continue/redacted',
    );
    expect(redactUrl(`https://funnel.example/continue/${id}/?s_id=9#x`)).toBe(
      'https://funnel.example/continue/redacted/?s_id=9#x',
    );
    expect(
      redactUrl(`https://t.example/tr?dl=https%3A%2F%2Ff.example%2Fcontinue%2F${id}&ev=1`),
    ).toBe('https://t.example/tr?dl=https%3A%2F%2Ff.example%2Fcontinue%2Fredacted&ev=1');
    expect(redactUrl('/continue')).toBe('/continue');
  });

  it('leaves URLs without personal data unchanged', () => {
    expect(redactUrl('/v3/lead')).toBe('/v3/lead');
    expect(redactUrl('https://a.example/p?utm_source=x#top')).toBe(
      'https://a.example/p?utm_source=x#top',
    );
  });
});

describe('stripPersonalParamsFromAddressBar', () => {
  it('removes prefill parameters from the address bar without adding a history entry', () => {
    window.history.replaceState(
      null,
      '',
      '/application-frontend/?email=ana%40example.com&amount=500&utm_source=mail#step',
    );
    const length = window.history.length;
    stripPersonalParamsFromAddressBar(window);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/application-frontend/?amount=500&utm_source=mail#step',
    );
    expect(window.history.length).toBe(length);
  });

  it('does nothing when there is nothing personal', () => {
    window.history.replaceState({ kept: true }, '', '/application-frontend/?amount=500');
    stripPersonalParamsFromAddressBar(window);
    expect(window.location.search).toBe('?amount=500');
    expect(window.history.state).toEqual({ kept: true });
  });
});

describe('the unsubscribe page', () => {
  it('keeps the e-mail in its address: the screen reads it from there', () => {
    window.history.replaceState(
      null,
      '',
      '/application-frontend/unsubscribe?email=ana%40example.com',
    );
    stripPersonalParamsFromAddressBar(window);
    expect(window.location.search).toBe('?email=ana%40example.com');
  });

  it('is recognised with or without the base path and a trailing slash', () => {
    expect(readsPersonalDataFromUrl('/unsubscribe')).toBe(true);
    expect(readsPersonalDataFromUrl('/application-frontend/unsubscribe/')).toBe(true);
    expect(readsPersonalDataFromUrl('/contact-details')).toBe(false);
  });
});

describe('isPrivateAddress', () => {
  it('is true for a continue link with an id and for the unsubscribe page', () => {
    expect(isPrivateAddress('/application-frontend/continue/abc')).toBe(true);
    expect(isPrivateAddress('/continue/abc/')).toBe(true);
    expect(isPrivateAddress('/application-frontend/unsubscribe')).toBe(true);
  });

  it('is false for every other page, the bare continue route included', () => {
    expect(isPrivateAddress('/application-frontend/continue')).toBe(false);
    expect(isPrivateAddress('/application-frontend/accepted')).toBe(false);
    expect(isPrivateAddress('/')).toBe(false);
  });
});
