// @vitest-environment node
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filledPath,
  label,
  requestOf,
  securedOperations,
  type SecuredOperation,
} from './contractOperations';
import { databaseRowsOf, type DatabaseRows } from './databaseRows';
import {
  continueTokenOf,
  createLead,
  leadIn,
  startTestServer,
  type TestServer,
} from './testServer';

/**
 * Issue 32, point 6: every operation the contract secures (`security: applicantToken`), taken
 * from sandbox/openapi.json, so a new one is covered without a line here. For each:
 *
 * - a lead id of any shape but a string (arrays, objects, numbers, null, booleans, nested, none)
 *   is refused before any look-up, as the validator would name it (400); any string but the
 *   lead's own with its own token (another lead's id, a huge string) answers 401;
 * - a missing, malformed, revoked or foreign token (a live token of another lead) answers 401;
 *
 * and neither ever answers 2xx or changes one row of the database.
 */

/** Cases per operation: 2 properties × ~45 operations stay well under 60 s on 2 cores. */
const RUNS = { hostileIds: 40, badTokens: 20 };

let server: TestServer;
let rows: DatabaseRows;
/** Leads in 2, 7 (mobile verification) and 12 (redirected), each with its live own token. */
let victims: string[];
const ownToken = new Map<string, string>();
let attackerToken: string;
/** A victim's first token, revoked when its continue link was opened. */
let revokedToken: string;
const cases = { hostileIds: 0, badTokens: 0 };

beforeAll(async () => {
  server = await startTestServer();
  victims = [await createLead(server), await leadIn(server, 7), await leadIn(server, 12)];
  for (const victim of victims) ownToken.set(victim, server.tokenOf(victim));
  const [first] = victims as [string];
  revokedToken = server.tokenOf(first);
  const link = await continueTokenOf(server, first);
  const opened = await server.app.inject(`/v3/lead/url/${link}/continue`);
  ownToken.set(first, opened.json<{ applicantToken: string }>().applicantToken);
  attackerToken = server.tokenOf(await createLead(server));

  rows = databaseRowsOf(server.dbPath);
});
afterAll(async () => {
  rows.close();
  await server.dispose();
  const total = cases.hostileIds + cases.badTokens;
  console.info(
    `secured operations: ${securedOperations.length}; cases: ${cases.hostileIds} hostile ids + ` +
      `${cases.badTokens} bad tokens = ${total}`,
  );
});

// ---- What is sent -------------------------------------------------------------------------------

const victimId = () => fc.constantFrom(...victims);

/** Ids that are not strings, as JSON can carry them, the reproduction's `["<id>"]` first. */
const notAString = () =>
  fc.oneof(
    victimId().map((id) => [id]),
    fc.array(victimId(), { maxLength: 3 }),
    victimId().map((id) => [[id]]),
    victimId().map((id) => ({ id })),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.jsonValue().filter((value) => typeof value !== 'string'),
  );

/** Strings that are not the lead the token opens: other leads' ids, huge, empty or any text. */
const otherString = () =>
  fc.oneof(
    victimId(),
    fc.constantFrom('', ' ', '.', '..', 'null', '[]'),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 500, max: 5_000 }))
      .map(([text, times]) => text.repeat(times)),
    fc.string(),
  );

const bearer = (lead: string) => `Bearer ${ownToken.get(lead) ?? ''}`;

/** Headers that open no lead: none, a stranger's, a revoked token, text that is no token. */
const noLeadsAuthorization = () =>
  fc.oneof(
    fc.constant(undefined),
    fc.constant(`Bearer ${attackerToken}`),
    fc.constant(`Bearer ${revokedToken}`),
    fc.string().map((text) => `Bearer ${text}`),
  );

/** An Authorization header that does not open `victim`'s lead. */
const badAuthorization = (victim: string) =>
  fc.oneof(
    noLeadsAuthorization(),
    fc.constantFrom(...victims.filter((other) => other !== victim)).map(bearer),
    fc.nat({ max: 42 }).map((at) => `Bearer ${tampered(ownToken.get(victim) ?? '', at)}`),
    fc.constantFrom('Basic', 'Token', '').map((scheme) => `${scheme} ${ownToken.get(victim)}`),
  );

function tampered(token: string, at: number): string {
  const flipped = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${flipped}${token.slice(at + 1)}`;
}

/** The id as the server receives it: a string, or anything else (absent, repeated, not text). */
type Received = string | { notAString: true };
const notAStringReceived: Received = { notAString: true };

/** The request of `operation` with `id` where it names its lead, as far as HTTP can carry it. */
function requestWithId(
  operation: SecuredOperation,
  id: unknown,
  authorization: string | undefined,
): { request: InjectOptions; received: Received } {
  const { in: where, name } = operation.leadIdAt;
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  const otherQuery = operation.parameters
    .filter((p) => p.in === 'query' && p.name !== name)
    // Their first allowed value (`side=front`, `set=policy`): only the id may be wrong.
    .map((p) => `${p.name}=${(p.schema['enum'] as string[] | undefined)?.[0] ?? 'x'}`);
  if (where === 'body') {
    const request = requestOf(operation, {
      path: filledPath(operation.path, () => 'x'),
      query: otherQuery.join('&'),
      body: { [name]: id },
      headers,
    });
    return { request, received: typeof id === 'string' ? id : notAStringReceived };
  }
  if (where === 'path') {
    const text = typeof id === 'string' ? id : id === undefined ? '' : JSON.stringify(id);
    const path = filledPath(operation.path, (param) => (param === name ? text : 'x'));
    const request = requestOf(operation, { path, query: otherQuery.join('&'), headers });
    return { request, received: text };
  }
  const values = Array.isArray(id) ? id : id === undefined ? [] : [id];
  const texts = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  const query = [...texts.map((text) => `${name}=${encodeURIComponent(text)}`), ...otherQuery];
  const request = requestOf(operation, { path: operation.path, query: query.join('&'), headers });
  const [single] = texts;
  return {
    request,
    received: texts.length === 1 && single !== undefined ? single : notAStringReceived,
  };
}

// ---- What must come back ------------------------------------------------------------------------

const locationOf = { body: 'body', path: 'params', query: 'querystring' } as const;

/** Refused before any look-up: a 400 naming the id alone, a 401, or a path no route matches. */
function expectRefusedBeforeLookUp(
  response: LightMyRequestResponse,
  operation: SecuredOperation,
  received: Received,
) {
  const { in: where, name } = operation.leadIdAt;
  if (typeof received !== 'string') {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      errors: [{ location: locationOf[where], field: name }],
    });
    expect(response.json<{ errors: unknown[] }>().errors).toHaveLength(1);
    return;
  }
  // In a path, an id of more than 100 characters is a 414 before routing, and `.` or `..` make
  // another path, which no route may answer: both are refused before any route runs.
  const unrouted = { 414: 'FST_ERR_MAX_PARAM_LENGTH', 404: 'not_found' }[response.statusCode];
  if (where === 'path' && unrouted) {
    expect(response.json()).toMatchObject({ error: unrouted });
    return;
  }
  expectUnauthorized(response);
}

function expectUnauthorized(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer realm="lead"');
  expect(response.json()).toMatchObject({ error: 'unauthorized' });
}

async function sendChangingNothing(request: InjectOptions) {
  const before = rows.read();
  const response = await server.app.inject(request);
  expect(response.statusCode).not.toBeLessThan(300);
  expect(rows.read()).toBe(before);
  return response;
}

// ---- The properties ------------------------------------------------------------------------------

describe.each(securedOperations.map((operation) => [label(operation), operation] as const))(
  '%s',
  (_label, operation) => {
    it('refuses every id but a string before any look-up, and changes nothing', async () => {
      const anyAuthorization = fc.oneof(
        noLeadsAuthorization(),
        fc.constantFrom(...victims).map(bearer),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(notAString(), otherString()),
          anyAuthorization,
          async (id, auth) => {
            const { request, received } = requestWithId(operation, id, auth);
            // The lead's own id, received as a string, with its own token may go through.
            fc.pre(!(typeof received === 'string' && auth === bearer(received)));
            cases.hostileIds += 1;
            const response = await sendChangingNothing(request);
            expectRefusedBeforeLookUp(response, operation, received);
          },
        ),
        { numRuns: RUNS.hostileIds },
      );
    });

    it('answers 401 to a missing, malformed, revoked or foreign token, and changes nothing', async () => {
      const victimAndToken = victimId().chain((victim) =>
        fc.tuple(fc.constant(victim), badAuthorization(victim)),
      );
      await fc.assert(
        fc.asyncProperty(victimAndToken, async ([victim, auth]) => {
          cases.badTokens += 1;
          const { request } = requestWithId(operation, victim, auth);
          expectUnauthorized(await sendChangingNothing(request));
        }),
        { numRuns: RUNS.badTokens },
      );
    });

    it('lets the lead’s own token through (the properties above are not vacuous)', async () => {
      const [victim] = victims as [string];
      const request = requestWithId(operation, victim, bearer(victim)).request;
      const response = await server.app.inject(request);
      expect(response.statusCode).not.toBe(401);
      const errors =
        response.statusCode === 400 ? response.json<{ errors: unknown[] }>().errors : [];
      expect(errors).not.toContainEqual(
        expect.objectContaining({ field: operation.leadIdAt.name }),
      );
    });
  },
);
