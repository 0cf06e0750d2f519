import { sha256Hex } from '../../lib/sha256';

/** When and with which random id an event happened; hashed into its event_id when sent. */
export interface EventStamp {
  timestamp: number;
  random: string;
}

export function stampEvent(
  now: number = Date.now(),
  random: string = crypto.randomUUID(),
): EventStamp {
  return { timestamp: now, random };
}

/**
 * The event_id of an event: SHA-256 of its timestamp and random id (specification section 3).
 * The same id sent with the server-side copy of an event lets the ad platform count it once.
 */
export function eventIdOf({ timestamp, random }: EventStamp): Promise<string> {
  return sha256Hex(`${timestamp}:${random}`);
}
