/** The message the funnel posts to the embedding page (specification section 2). */
export const FORM_HEIGHT_MESSAGE = 'FORM_HEIGHT';
export const FORM_HEIGHT_DEBOUNCE_MS = 100;
/** A change of this many pixels or fewer is not worth a message. */
export const FORM_HEIGHT_THRESHOLD_PX = 10;

export interface FormHeightMessage {
  type: typeof FORM_HEIGHT_MESSAGE;
  height: number;
}

interface ResizeObserverLike {
  observe(target: Element): void;
  disconnect(): void;
}

export interface FrameHeightOptions {
  body: HTMLElement;
  /** The parent window. */
  target: Pick<Window, 'postMessage'>;
  createObserver?: (callback: () => void) => ResizeObserverLike;
  debounceMs?: number;
  thresholdPx?: number;
}

/** The page's height: the body's content, not the frame's viewport, so the frame can shrink too. */
export function documentHeight(body: HTMLElement): number {
  return Math.ceil(Math.max(body.scrollHeight, body.getBoundingClientRect().height));
}

/**
 * Posts `{ type: 'FORM_HEIGHT', height }` to the parent after the body resizes, debounced, and
 * only when the height moved by more than the threshold since the last message. The height is
 * not personal data, so any parent origin may receive it. Returns a function that stops it.
 */
export function startFrameHeightReporting({
  body,
  target,
  createObserver = (callback) => new ResizeObserver(callback),
  debounceMs = FORM_HEIGHT_DEBOUNCE_MS,
  thresholdPx = FORM_HEIGHT_THRESHOLD_PX,
}: FrameHeightOptions): () => void {
  let lastPosted: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const report = () => {
    timer = undefined;
    const height = documentHeight(body);
    if (lastPosted !== null && Math.abs(height - lastPosted) <= thresholdPx) return;
    lastPosted = height;
    const message: FormHeightMessage = { type: FORM_HEIGHT_MESSAGE, height };
    target.postMessage(message, '*');
  };

  const observer = createObserver(() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(report, debounceMs);
  });
  observer.observe(body);

  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
