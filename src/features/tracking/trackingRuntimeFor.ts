import type { BrandConfig } from '../../brands/types';
import type { AppEnv } from '../../config/env';
import { trackingVariables } from '../../config/trackingVariables';
import { localStore, sessionStore } from '../../lib/storage';
import { createTrackingRuntime, type TrackingRuntime } from './runtime';
import { parseTrackingEnv } from '../../config/trackingEnv';

const runtimes = new WeakMap<object, TrackingRuntime>();

/**
 * The runtime of one app instance. The store's listeners (through `extra`) and the components
 * (through `useServices()`) hold the same services object, so both reach the same runtime, and
 * tests that make several stores never share one.
 */
export function trackingRuntimeFor(services: {
  config: BrandConfig;
  env: AppEnv;
}): TrackingRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    runtime = createTrackingRuntime({
      config: services.config,
      env: services.env,
      tracking: parseTrackingEnv(trackingVariables()),
      win: window,
      local: localStore,
      session: sessionStore,
    });
    runtimes.set(services, runtime);
  }
  return runtime;
}
