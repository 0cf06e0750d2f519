import type { AxiosRequestConfig } from 'axios';
import type { LeadApi } from '../../../../src/features/lead/api';
import { buildSteps } from '../../../../src/features/dynamicForm/model/engine';
import type {
  DataPointPlacement,
  DynamicPagesState,
} from '../../../../src/features/dynamicForm/model/types';

/** The sandbox's policies, as `/policy` answers them. */
export const POLICIES = [
  {
    id: 'privacy-policy',
    type: 'GENERAL',
    required: true,
    version: '2025-01',
    url: 'http://api.test/p/privacy',
  },
  {
    id: 'terms-and-conditions',
    type: 'GENERAL',
    required: true,
    version: '2025-01',
    url: 'http://api.test/p/terms',
  },
  {
    id: 'marketing',
    type: 'MARKETING',
    required: false,
    version: '2025-01',
    url: 'http://api.test/p/marketing',
  },
];

type Answer = { data: unknown } | { error: { status?: number; message: string; body?: unknown } };

/**
 * The look-up calls of the lead API client (`request`), answered per URL like the sandbox would;
 * an unknown URL is a 404 so a test notices a call it did not expect.
 */
export function lookups(
  answers: Record<string, Answer | ((config: AxiosRequestConfig) => Answer)>,
): LeadApi['request'] {
  const request = (config: AxiosRequestConfig) => {
    const url = config.url ?? '';
    const answer = answers[url];
    const resolved = typeof answer === 'function' ? answer(config) : answer;
    return Promise.resolve(resolved ?? { error: { status: 404, message: `No answer for ${url}` } });
  };
  // The fake answers `unknown` data, as the network does; callers check its shape.
  return request as LeadApi['request'];
}

/**
 * `request` with the answers to the URLs that `held` picks kept back until `release()`: a slow
 * network for one look-up while the others answer at once.
 */
export function heldBack(request: LeadApi['request'], held: (url: string) => boolean) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const slowed = (async (config: AxiosRequestConfig) => {
    if (held(config.url ?? '')) await released;
    return request(config);
  }) as LeadApi['request'];
  return { request: slowed, release: () => release() };
}

/** The sandbox's answer for a Madrid postcode, by its look-up URL. */
export const MADRID_POSTCODE = {
  '/postcode/lookup/28013': {
    data: { postalCode: '28013', city: 'Madrid', province: 'Madrid', district: 'Centro' },
  },
};

export const place = (name: string, path: string, context = 'dynamic'): DataPointPlacement => ({
  name,
  path,
  context,
});

/** Dynamic pages built by the real engine, with the applicant at `current`. */
export function pagesOf(placements: DataPointPlacement[], current?: string): DynamicPagesState {
  const steps = buildSteps(placements);
  return {
    ...steps,
    currentFormPath: current ?? steps.formSequenceByPath.at(-1) ?? null,
    erroredFormPath: null,
  };
}
