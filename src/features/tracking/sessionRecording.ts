import type { AppEnv } from '../../config/env';
import { setStorageErrorReporter, type SafeStorage } from '../../lib/storage';
import { RECORDING_BLOCKED_KEY, RECORDING_SAMPLE_KEY } from '../../lib/storageKeys';
import { setRecordingErrorSink } from './errorReporting';
import { startRecorder, type Recorder } from './recorder';
import { isInSample, isRecordingAllowed, serialiseDetail } from './recordingRules';
import type { TrackingEnv } from '../../config/trackingEnv';

interface SessionRecordingOptions {
  env: Pick<AppEnv, 'sessionRecording' | 'appEnv'>;
  tracking: TrackingEnv;
  session: SafeStorage;
  random: () => number;
  /** Asked before every upload: the applicant's analytics consent now. */
  shouldSendData: () => boolean;
}

/** Whether this visit is in the recording sample, decided once and kept for the session. */
function recordingSampled({ env, session, random }: SessionRecordingOptions): boolean {
  const stored = session.getItem(RECORDING_SAMPLE_KEY) as { sampled?: unknown } | null;
  if (typeof stored?.sampled === 'boolean') return stored.sampled;
  const sampled = isInSample(env.sessionRecording.samplePercent, random());
  session.setItem(RECORDING_SAMPLE_KEY, { sampled });
  return sampled;
}

/**
 * Starts the session recorder where the rules allow it (enabled, an app id, not blocked, in the
 * sample), and routes rendering and storage errors to it; null where it may not run.
 */
export function startSessionRecording(
  options: SessionRecordingOptions,
): Promise<Recorder | null> | null {
  const { env, tracking, session } = options;
  const { enabled } = env.sessionRecording;
  const hasAppId = tracking.logRocket.appId !== '';
  const blocked = session.getItem(RECORDING_BLOCKED_KEY) === true;
  // Sampling is decided (and stored) only for a visit that could be recorded at all.
  const sampled = enabled && hasAppId && !blocked && recordingSampled(options);
  if (!isRecordingAllowed({ enabled, consented: true, blocked, sampled, hasAppId })) return null;
  return startRecorder({
    appId: tracking.logRocket.appId,
    release: env.appEnv,
    shouldSendData: options.shouldSendData,
  })
    .then((started) => {
      setRecordingErrorSink(started);
      setStorageErrorReporter((message, error) =>
        started.captureMessage(message, serialiseDetail(error)),
      );
      return started;
    })
    .catch((error: unknown) => {
      console.warn('Session recording could not start', error);
      return null;
    });
}
