/** Which session id a visit uses (specification section 4, "Session"). */
import { isUuid } from './uuid';
import { toValidDate } from './dates';

export interface ResolvedSession {
  sessionId: string;
  sessionStartedAt: Date;
  /** True when a session was created; the caller then sets the newSessionFlag. */
  isNew: boolean;
}

/**
 * Reuses the stored session unless the URL carries a different valid UUID; otherwise starts a
 * session with the URL id or, without one, `newId()`. A stored id that is not a UUID counts as
 * no session. Ids compare case-insensitively, as UUIDs do.
 */
export function resolveSession(args: {
  urlSessionId?: string;
  storedSessionId: unknown;
  storedStartedAt: unknown;
  now: Date;
  newId: () => string;
}): ResolvedSession {
  const urlId = isUuid(args.urlSessionId) ? args.urlSessionId.toLowerCase() : undefined;
  const storedId = isUuid(args.storedSessionId) ? args.storedSessionId.toLowerCase() : undefined;

  if (storedId !== undefined && (urlId === undefined || urlId === storedId)) {
    return {
      sessionId: storedId,
      // A lost start time is restarted rather than guessed, so expiry can still be computed.
      sessionStartedAt: toValidDate(args.storedStartedAt) ?? args.now,
      isNew: false,
    };
  }
  return { sessionId: urlId ?? args.newId(), sessionStartedAt: args.now, isNew: true };
}
