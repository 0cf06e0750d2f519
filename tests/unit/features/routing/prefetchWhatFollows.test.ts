import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../../../../src/brands/types';
import { prefetchWhatFollows } from '../../../../src/features/routing';

// The phone library's module, observed: its factory runs when it is first imported.
const phoneImported = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/lib/phone', () => {
  phoneImported();
  return { checkPhoneNumber: vi.fn() };
});

const STEPS = ['loan-information', 'personal-details', 'contact-details'] as const;

function setUp() {
  const loaders = {
    '/personal-details': vi.fn(() => Promise.resolve()),
    '/contact-details': vi.fn(() => Promise.resolve()),
    '/checking': vi.fn(() => Promise.reject(new Error('offline'))),
  };
  const loadValidation = vi.fn(() => Promise.resolve());
  const leadApi = vi.fn(() => Promise.resolve());
  const config = { steps: [...STEPS], loadValidation } as unknown as BrandConfig;
  return { loaders, loadValidation, leadApi, deps: { loaders, services: { config, leadApi } } };
}

describe('prefetchWhatFollows', () => {
  // First: the module is imported once per file.
  it('asks for the phone library only once the next step’s code is in, so it never holds that up', async () => {
    const { loaders, deps } = setUp();
    let codeArrives = () => {};
    loaders['/personal-details'].mockImplementation(
      () => new Promise<void>((resolve) => (codeArrives = resolve)),
    );
    void prefetchWhatFollows('/', { ...deps, i18n: createInstance() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(phoneImported).not.toHaveBeenCalled();
    codeArrives();
    await vi.waitFor(() => expect(phoneImported).toHaveBeenCalledOnce());
  });

  it('asks from the first screen for the next step’s code and patterns, not the lead API', () => {
    const { loaders, loadValidation, leadApi, deps } = setUp();
    void prefetchWhatFollows('/', { ...deps, i18n: createInstance() });
    expect(loaders['/personal-details']).toHaveBeenCalledOnce();
    expect(loaders['/contact-details']).not.toHaveBeenCalled();
    expect(loadValidation).toHaveBeenCalledOnce();
    // The first screen's submit saves nothing.
    expect(leadApi).not.toHaveBeenCalled();
  });

  it('asks for the lead API where the submit saves, and a failed prefetch is left to the real load', async () => {
    const { loaders, leadApi, deps } = setUp();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    void prefetchWhatFollows('/contact-details', { ...deps, i18n: createInstance() });
    expect(loaders['/checking']).toHaveBeenCalledOnce();
    expect(leadApi).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
