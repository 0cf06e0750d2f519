import type { AppEnv } from '../../config/env';
import type { SafeStorage } from '../../lib/storage';
import type { EntryTracking, TrackingAttribution } from './entryTracking';
import type { TrackingEnv } from '../../config/trackingEnv';

/** What the trackers are run with: the page, its storage, the configuration and the entry. */
export interface TrackerControllerOptions {
  env: Pick<AppEnv, 'sessionRecording' | 'appEnv'>;
  /** `<country>/<brand>`: field data is told apart by build. */
  brand: string;
  tracking: TrackingEnv;
  win: Window;
  local: SafeStorage;
  session: SafeStorage;
  random: () => number;
  /** What entry found (click ids, campaign), if it ran. */
  entry: () => { tracking: EntryTracking; at: Date } | null;
  /** The applicant's consent now: recording asks before every upload. */
  analyticsGranted: () => boolean;
  onAttribution: (attribution: TrackingAttribution) => void;
}
