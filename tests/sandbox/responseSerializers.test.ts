// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rememberingSerializers } from '../../sandbox/platform/responseSerializers';

const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema });
const leadSchema = () => ({
  type: 'object',
  properties: { id: { type: 'string' }, progressState: { type: 'integer' } },
});

describe('the sandbox’s response serializers', () => {
  it('write only what the response schema declares', () => {
    const serialize = rememberingSerializers({}, {})(route(leadSchema()));
    expect(serialize({ id: 'lead-1', progressState: 6, applicantToken: 'secret' })).toBe(
      '{"id":"lead-1","progressState":6}',
    );
  });

  it('are compiled once per process: a second server gets the first one’s for the same schema', () => {
    const first = rememberingSerializers({}, {})(route(leadSchema()));
    const second = rememberingSerializers({}, {})(route(leadSchema()));
    expect(second).toBe(first);
  });

  it('are not shared between different schemas, or the same schema over other shared schemas', () => {
    const reference = { $ref: 'Lead#' };
    const shared = (properties: Record<string, unknown>) => ({
      Lead: { $id: 'Lead', type: 'object', properties },
    });
    const lead = { id: 'lead-1', progressState: 6 };

    const withState = rememberingSerializers(shared(leadSchema().properties), {})(route(reference));
    const idOnly = rememberingSerializers(shared({ id: { type: 'string' } }), {})(route(reference));
    const stateOnly = rememberingSerializers(
      {},
      {},
    )(route({ type: 'object', properties: { progressState: { type: 'integer' } } }));

    expect(withState(lead)).toBe('{"id":"lead-1","progressState":6}');
    expect(idOnly(lead)).toBe('{"id":"lead-1"}');
    expect(stateOnly(lead)).toBe('{"progressState":6}');
  });
});
