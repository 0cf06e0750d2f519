/**
 * The tracking runtime: one per app, loaded just after the first screen (trackingMoments.ts). It owns
 * the consent store and the events waiting for consent, and decides when trackers may run;
 * what running means (loading, consent signals, events, teardown) is the tracker controller's
 * job, loaded with the SDK adapters only once something may run.
 */
import type { BrandConfig } from '../../brands/types';
import type { AppEnv } from '../../config/env';
import type { SafeStorage } from '../../lib/storage';
import { consentModelFor, createConsentStore, type ConsentStore } from '../consent';
import { enterTracking, type EntryTracking, type TrackingAttribution } from './entryTracking';
import type { EventStamp } from './eventId';
import type { IdentitySource } from './identity';
import type { TrackerController } from './trackerController';
import type { TrackingEnv } from '../../config/trackingEnv';
import type * as VendorModule from './vendors';

export type FunnelEventName = 'Lead' | 'CompleteRegistration' | 'Rejected';

/** A funnel moment, stamped and with its identity as it was when it happened. */
export interface FunnelEvent {
  name: FunnelEventName;
  stamp: EventStamp;
  identity: IdentitySource;
  leadId?: string;
}

export interface TrackingRuntime {
  readonly consent: ConsentStore;
  /** Once on entry, with the entry URL's query: returns what the lead gets from it and the cookies. */
  enter(search: string): TrackingAttribution;
  /** Receives ad-platform ids read after a pixel has set its cookies. */
  onAttribution(listener: (attribution: TrackingAttribution) => void): void;
  /** After first paint: loads what consent allows now and follows every later change. */
  start(): void;
  /**
   * Whether the address bar now shows a secret (privateUrl.ts, `isPrivateAddress`). Meanwhile no
   * tracker loads and events wait; once it no longer does, both go ahead.
   */
  setPrivateAddress(isPrivate: boolean): void;
  track(event: FunnelEvent): void;
  identify(leadId: string): void;
  /** Settles once every queued tracker task has run (tests). */
  idle(): Promise<void>;
}

export interface TrackingDeps {
  config: Pick<BrandConfig, 'country' | 'brand'>;
  env: Pick<AppEnv, 'sessionRecording' | 'appEnv'>;
  tracking: TrackingEnv;
  win: Window;
  local: SafeStorage;
  session: SafeStorage;
  loadVendors?: () => Promise<typeof VendorModule>;
  now?: () => Date;
  random?: () => number;
}

const MAX_PENDING_EVENTS = 20;

/** What the loaded controller reads of the runtime's state, when it needs it. */
interface RuntimeState {
  consent: ConsentStore;
  entry: () => { tracking: EntryTracking; at: Date } | null;
  leadId: () => string | undefined;
  onAttribution: (attribution: TrackingAttribution) => void;
}

/** Fetches the vendors' chunk and makes the controller, told the lead already known. */
async function loadController(deps: TrackingDeps, state: RuntimeState): Promise<TrackerController> {
  const { createTrackerController } = await (deps.loadVendors ?? (() => import('./vendors')))();
  const { config } = deps;
  const created = createTrackerController({
    env: deps.env,
    brand: `${config.country}/${config.brand}`,
    tracking: deps.tracking,
    win: deps.win,
    local: deps.local,
    session: deps.session,
    random: deps.random ?? Math.random,
    entry: state.entry,
    analyticsGranted: () => state.consent.getSnapshot().granted.analytics,
    onAttribution: state.onAttribution,
  });
  created.identify(state.leadId());
  return created;
}

export function createTrackingRuntime(deps: TrackingDeps): TrackingRuntime {
  const { config, win, local, session } = deps;
  const now = deps.now ?? (() => new Date());
  const consent = createConsentStore({
    storage: local,
    model: consentModelFor(config.country),
    now,
  });

  let entry: { tracking: EntryTracking; at: Date } | null = null;
  let started = false;
  let privateAddress = false;
  let pending: FunnelEvent[] = [];
  let leadId: string | undefined;
  let attributionListener: ((attribution: TrackingAttribution) => void) | null = null;
  let controller: Promise<TrackerController> | null = null;
  let queue: Promise<void> = Promise.resolve();

  /** Tracker work runs one task at a time, in order, so a quick change of mind cannot interleave. */
  const schedule = (task: () => Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => console.error('Tracking failed', error));
  };

  const controllerOf = () => {
    controller ??= loadController(deps, {
      consent,
      entry: () => entry,
      leadId: () => leadId,
      onAttribution: (attribution) => attributionListener?.(attribution),
    });
    return controller;
  };

  const apply = async () => {
    // A vendor's SDK reads the address itself as it loads or sends: nothing runs until it is clean.
    if (privateAddress) return;
    const { granted, decided } = consent.getSnapshot();
    const due = granted.marketing ? pending : [];
    if (granted.marketing || decided) pending = [];
    // Nothing allowed and nothing ever loaded: not even the controller's code is fetched.
    if (!granted.analytics && !granted.marketing && controller === null) return;
    await (await controllerOf()).apply(granted, due);
  };

  return {
    consent,
    enter(search) {
      const at = now();
      const tracking = enterTracking({
        search,
        win,
        local,
        session,
        flags: deps.tracking.logRocket,
        now: at,
      });
      entry = { tracking, at };
      return tracking.attribution;
    },
    onAttribution(listener) {
      attributionListener = listener;
    },
    start() {
      if (started) return;
      started = true;
      consent.subscribe(() => schedule(apply));
      schedule(apply);
    },
    setPrivateAddress(isPrivate) {
      if (privateAddress === isPrivate) return;
      privateAddress = isPrivate;
      if (started && !isPrivate) schedule(apply);
    },
    track(event) {
      const { granted, decided } = consent.getSnapshot();
      const held = !started || privateAddress;
      if (!held && granted.marketing) {
        schedule(async () => (await controllerOf()).send(event));
        return;
      }
      // Before first paint, while the address holds a secret, or before the applicant has chosen,
      // the event waits (apply sends it, or drops it after a refusal); after a refusal it is dropped.
      if (held || !decided) pending = [...pending, event].slice(-MAX_PENDING_EVENTS);
    },
    identify(id) {
      leadId = id;
      if (controller) void controller.then((created) => created.identify(id));
    },
    idle: () => queue,
  };
}
