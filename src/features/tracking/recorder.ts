/** LogRocket session recording with every input and text masked and no request bodies. */
import { redactUrl } from './privateUrl';
import { serialiseDetail } from './recordingRules';

export interface Recorder {
  captureException(error: unknown, details: string): void;
  captureMessage(message: string, details: string): void;
}

export interface RecorderSettings {
  appId: string;
  release?: string;
  /** Asked before every upload, so a withdrawn consent stops the recording at once. */
  shouldSendData: () => boolean;
}

/** Loads logrocket (a separate chunk) and starts recording. */
export async function startRecorder({
  appId,
  release,
  shouldSendData,
}: RecorderSettings): Promise<Recorder> {
  const { default: LogRocket } = await import('logrocket');
  LogRocket.init(appId, {
    ...(release ? { release } : {}),
    // Inputs and on-screen text may hold the applicant's data: both are masked in the replay.
    dom: { inputSanitizer: true, textSanitizer: true },
    network: {
      requestSanitizer: (request) => ({ ...request, url: redactUrl(request.url), body: null }),
      responseSanitizer: (response) => ({
        ...response,
        url: response.url === undefined ? null : redactUrl(response.url),
        body: null,
      }),
    },
    browser: { urlSanitizer: redactUrl },
    console: { isEnabled: { log: false, info: false, debug: false, warn: true, error: true } },
    shouldCaptureIP: false,
    shouldSendData,
  });
  return {
    captureException: (error, details) => {
      const exception = error instanceof Error ? error : new Error(String(error));
      LogRocket.captureException(exception, { extra: { details: serialiseDetail(details) } });
    },
    captureMessage: (message, details) => LogRocket.captureMessage(message, { extra: { details } }),
  };
}
