// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

/**
 * The funnel sends its brand's locale (intlLocale) as Accept-Language: the sandbox, which speaks
 * Spanish and English, answers the Spanish brands in Spanish whatever the browser prefers.
 */
describe('Accept-Language from the funnel', () => {
  it.each([
    ['es-ES', 'Alemania'],
    ['es-MX', 'Alemania'],
    ['es-CO', 'Alemania'],
    ['en-PH', 'Germany'],
    ['pl-PL', 'Germany'],
  ])('%s gets countries named in its language', async (language, germany) => {
    const countries = (
      await server.inject({ url: '/choices/country', headers: { 'accept-language': language } })
    ).json<{ value: string; label: string }[]>();
    expect(countries.find(({ value }) => value === 'DE')?.label).toBe(germany);
  });
});
