// @vitest-environment node
/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServices } from '../../../src/app/services';
import { createLeadApi, type LeadApi } from '../../../src/features/lead/api';
import { BRAND_CONFIGS } from '../brands/allBrands';
import { TEST_ENV } from '../testUtils';

/** What reached the server: each request's path and Accept-Language. */
let received: { url: string; language: string | undefined }[] = [];
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({ url: request.url ?? '', language: request.headers['accept-language'] });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ id: 'lead-1', progressState: 3 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

/** One call of each kind the client makes. */
async function callEverything(api: LeadApi) {
  await api.createLead({ amount: 500, progressState: 3 }, 'key-1');
  await api.updateLead({ id: 'lead-1', amount: 500, progressState: 3 });
  await api.fetchLeadStatus('lead-1');
  await api.continueLead('lead-1', 'continue');
  await api.unsubscribe('ana@example.com');
  await api.sendLeadStep({ method: 'POST', path: '/lead/continue/lead-1' }, { id: 'lead-1' });
  await api.request({ method: 'GET', url: '/policy' });
}

describe('the lead API client', () => {
  it('sends the UI language as Accept-Language on every request', async () => {
    const api = createLeadApi({
      apiBaseUrl: baseURL,
      leadPath: '/v3/lead',
      affiliateEventPath: '/affiliate/event',
      productId: 'askrobin',
      language: 'pl-PL',
    });
    await callEverything(api);
    expect(received).toHaveLength(7);
    expect(received.map(({ language }) => language)).toEqual(Array(7).fill('pl-PL'));
  });

  it.each(Object.entries(BRAND_CONFIGS))(
    '%s sends its own language, not the browser’s',
    async (_id, config) => {
      const services = createServices(config, { ...TEST_ENV, apiBaseUrl: baseURL });
      const api = await services.leadApi();
      await api.fetchLeadStatus('lead-1');
      await api.request({ method: 'GET', url: '/policy' });
      expect(received.map(({ language }) => language)).toEqual([
        config.intlLocale,
        config.intlLocale,
      ]);
    },
  );
});
