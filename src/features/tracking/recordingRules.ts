/** When session recording may run, and how much detail it may carry (specification sections 4 and 9). */

/** Longest serialised detail field sent to the recorder; a longer one is sent empty. */
export const MAX_DETAIL_LENGTH = 1024;

export interface RecordingBlockFlags {
  logRetargeting: boolean;
  logAbandonment: boolean;
}

/**
 * The block rule: a visit from a retargeting campaign is not recorded unless retargeting
 * logging is on, nor one from an abandonment campaign unless abandonment logging is on.
 * utm_source compares case-insensitively, as campaign tools vary in case.
 */
export function shouldBlockRecording(
  utmSource: string | undefined,
  flags: RecordingBlockFlags,
): boolean {
  const source = utmSource?.trim().toLowerCase();
  if (source === 'retargeting') return !flags.logRetargeting;
  if (source === 'abandonment') return !flags.logAbandonment;
  return false;
}

/** Whether a visit falls in the recorded sample; `random` is uniform in [0, 1). */
export function isInSample(samplePercent: number, random: number): boolean {
  if (!Number.isFinite(samplePercent) || samplePercent <= 0) return false;
  if (samplePercent >= 100) return true;
  return random * 100 < samplePercent;
}

export interface RecordingDecision {
  enabled: boolean;
  consented: boolean;
  blocked: boolean;
  sampled: boolean;
  hasAppId: boolean;
}

/** Recording is on only when enabled, consented, not blocked, in the sample and configured. */
export function isRecordingAllowed(decision: RecordingDecision): boolean {
  return (
    decision.enabled &&
    decision.consented &&
    !decision.blocked &&
    decision.sampled &&
    decision.hasAppId
  );
}

/** Errors (and DOMExceptions, which are not Errors everywhere) serialise to nothing but `{}`. */
function describe(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  if (typeof value === 'object' && value !== null && 'name' in value && 'message' in value) {
    return { name: String(value.name), message: String(value.message) };
  }
  return value;
}

/**
 * A detail (an error, a component stack, a context object) as the text the recorder receives:
 * strings as they are, anything else as JSON. Text longer than {@link MAX_DETAIL_LENGTH}, and
 * anything that cannot be serialised, becomes '' — a cut value could end mid-way through
 * something private and would mislead anyway.
 */
export function serialiseDetail(value: unknown): string {
  let text: unknown;
  try {
    // JSON.stringify answers undefined for undefined, functions and symbols, whatever its typing says.
    text = typeof value === 'string' ? value : JSON.stringify(describe(value));
  } catch {
    return '';
  }
  return typeof text === 'string' && text.length <= MAX_DETAIL_LENGTH ? text : '';
}
