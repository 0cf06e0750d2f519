import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFrameHeightReporting } from '../../../../src/features/embed/frameHeight';

/** A body whose height the test sets, and a resize observer the test triggers (jsdom has neither layout nor ResizeObserver). */
function setup() {
  let height = 500;
  const body = document.createElement('body');
  Object.defineProperty(body, 'scrollHeight', { get: () => height });
  let notify: () => void = () => undefined;
  const disconnect = vi.fn();
  const postMessage = vi.fn();
  const stop = startFrameHeightReporting({
    body,
    target: { postMessage },
    createObserver: (callback) => {
      notify = callback;
      return { observe: () => undefined, disconnect };
    },
  });
  const resize = (next: number) => {
    height = next;
    notify();
  };
  return { resize, postMessage, stop, disconnect };
}

describe('FORM_HEIGHT reporting', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the height 100 ms after the body resized, to any parent origin', () => {
    const { resize, postMessage } = setup();
    resize(640);
    vi.advanceTimersByTime(99);
    expect(postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'FORM_HEIGHT', height: 640 }, '*');
  });

  it('posts once for a burst of resizes, with the last height', () => {
    const { resize, postMessage } = setup();
    for (const height of [600, 620, 700, 730]) {
      resize(height);
      vi.advanceTimersByTime(50);
    }
    expect(postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'FORM_HEIGHT', height: 730 }, '*');
  });

  it('stays quiet for changes of 10 px or less since the last message, and reports growth and shrinking beyond', () => {
    const { resize, postMessage } = setup();
    resize(500);
    vi.advanceTimersByTime(100);
    resize(510);
    vi.advanceTimersByTime(100);
    resize(490);
    vi.advanceTimersByTime(100);
    expect(postMessage).toHaveBeenCalledTimes(1);
    resize(511);
    vi.advanceTimersByTime(100);
    resize(300);
    vi.advanceTimersByTime(100);
    expect(
      postMessage.mock.calls.map(([message]) => (message as { height: number }).height),
    ).toEqual([500, 511, 300]);
  });

  it('stops observing and drops a pending message when stopped', () => {
    const { resize, postMessage, stop, disconnect } = setup();
    resize(800);
    stop();
    vi.advanceTimersByTime(500);
    expect(postMessage).not.toHaveBeenCalled();
    expect(disconnect).toHaveBeenCalled();
  });
});
