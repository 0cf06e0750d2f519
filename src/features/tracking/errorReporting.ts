/**
 * Where rendering errors go besides the console: the session recorder, while it runs
 * (specification section 8, "Rendering failure"). Kept tiny and free of SDK imports because the
 * error boundary is part of the first screen's bundle: the recorder bounds the details itself.
 */
export interface ErrorSink {
  captureException(error: unknown, details: string): void;
}

let sink: ErrorSink | null = null;

/** Set by the tracking runtime when recording starts; `null` when it stops. */
export function setRecordingErrorSink(next: ErrorSink | null): void {
  sink = next;
}

/** Reports a rendering failure to the recorder when one runs; never throws. */
export function reportRenderingError(error: unknown, componentStack?: string | null): void {
  if (!sink) return;
  try {
    sink.captureException(error, componentStack ?? '');
  } catch {
    // A failing recorder must not turn a caught rendering error into an uncaught one.
  }
}
