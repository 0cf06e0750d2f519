import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/features/layout/ErrorBoundary';
import {
  ChunkLoadError,
  retryChunkLoad,
  retryableLazy,
  retryableLoad,
  retryFailedLoads,
} from '../../../src/lib/retryableLazy';
import { ASYNC_WAIT } from '../helpers/asyncWait';

/** A chunk that fails to load as many times as asked, then loads. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: /assets/Step-1.js'),
        )
      : Promise.resolve({ default: () => <h1>The next step</h1> });
  });
  return { load, Screen: retryableLazy(load) };
}

const retryButton = (retry: () => void) => (
  <button type="button" onClick={retry}>
    Try again
  </button>
);

/** Stands in for the app's ErrorBoundary: shows what reached it. */
class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>The app failed</p>;
  }
}

function renderScreen(Screen: React.ComponentType) {
  return render(
    <Outer>
      <ErrorBoundary onlyChunkLoads fallback={retryButton}>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>
    </Outer>,
  );
}

describe('retryableLazy in an ErrorBoundary for chunk loads', () => {
  beforeEach(() => {
    // React reports every error a boundary catches on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the fallback when the code cannot be loaded, and the screen once a retry loads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, Screen } = flakyChunk(1);
    renderScreen(Screen);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('The app failed')).toBeNull();

    act(() => retry.click());
    expect(await screen.findByRole('heading', { name: 'The next step' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a preloaded screen in its first render: no fallback in between', async () => {
    const { load, Screen } = flakyChunk(0);
    await Screen.preload();
    renderScreen(Screen);
    expect(screen.getByRole('heading', { name: 'The next step' })).toBeDefined();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a failed preload with a ChunkLoadError; the screen then loads its code itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, Screen } = flakyChunk(1);
    await expect(Screen.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    renderScreen(Screen);
    expect(await screen.findByRole('heading', { name: 'The next step' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('logs the failure with its cause, as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen(flakyChunk(1).Screen);
    await screen.findByRole('button', { name: 'Try again' });
    const [error, cause] = warn.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(String(cause)).toContain('Failed to fetch dynamically imported module');
  });

  it('tries again by itself when the browser is back online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, Screen } = flakyChunk(1);
    renderScreen(Screen);
    await screen.findByRole('button', { name: 'Try again' });

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'The next step' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
    // Recovered: going online again loads nothing more.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the fallback while the code still cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, Screen } = flakyChunk(2);
    renderScreen(Screen);
    const firstRetry = await screen.findByRole('button', { name: 'Try again' });
    act(() => firstRetry.click());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), ASYNC_WAIT);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    act(() => retry.click());
    expect(await screen.findByRole('heading', { name: 'The next step' })).toBeDefined();
  });

  it('leaves a bug to the app’s error boundary: only code that could not load is its business', async () => {
    const Broken = retryableLazy(() =>
      Promise.resolve({
        default: () => {
          throw new Error('a bug in the screen');
        },
      }),
    );
    renderScreen(Broken);
    expect(await screen.findByText('The app failed')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('retryableLoad', () => {
  it('peeks at nothing until the load is in, then at what it loaded, without starting it', async () => {
    const start = vi.fn(() => Promise.resolve('texts'));
    const texts = retryableLoad(start);
    expect(texts.peek()).toBeUndefined();
    expect(start).not.toHaveBeenCalled();
    await texts.load();
    expect(texts.peek()).toBe('texts');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('peeks at nothing after a failed load, and loads again after a retry', async () => {
    const start = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('texts');
    const texts = retryableLoad(start);
    await expect(texts.load()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(texts.peek()).toBeUndefined();
    retryFailedLoads();
    await expect(texts.load()).resolves.toBe('texts');
    expect(texts.peek()).toBe('texts');
  });
});

describe('retryChunkLoad', () => {
  const URL_OF_CHUNK = 'https://funnel.example.com/application-frontend/assets/Step-abc123.js';
  const chromiumFailure = () =>
    new ChunkLoadError(
      new TypeError(`Failed to fetch dynamically imported module: ${URL_OF_CHUNK}`),
    );

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reloads the page once the module answers again, since the browser keeps its failure', async () => {
    const fetchChunk = vi.fn(() => Promise.resolve(new Response('export {}', { status: 200 })));
    vi.stubGlobal('fetch', fetchChunk);
    const reload = vi.fn();
    const inPlace = vi.fn();
    await retryChunkLoad(chromiumFailure(), inPlace, reload);
    expect(fetchChunk).toHaveBeenCalledWith(URL_OF_CHUNK, { cache: 'no-store' });
    expect(reload).toHaveBeenCalledOnce();
    expect(inPlace).not.toHaveBeenCalled();
  });

  it('keeps the page, and its message, while the module still cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const reload = vi.fn();
    const inPlace = vi.fn();
    await retryChunkLoad(chromiumFailure(), inPlace, reload);
    expect(reload).not.toHaveBeenCalled();
    expect(inPlace).not.toHaveBeenCalled();
  });

  it('tries in place where the browser does not name the module', async () => {
    const reload = vi.fn();
    const inPlace = vi.fn();
    await retryChunkLoad(
      new ChunkLoadError(new TypeError('Importing a module script failed.')),
      inPlace,
      reload,
    );
    expect(inPlace).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });
});
