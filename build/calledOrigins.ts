import type { BrandConfig } from '../src/brands/types';
import { isValidGtmId, parseTrackingEnv } from '../src/config/trackingEnv';
import { endpointUrls, type ApiEndpoints } from './buildTarget';
import type { CspSources } from './responseHeaders';

/**
 * Where each tracker's SDK goes once loaded, beyond the script the funnel loads for it: the
 * vendors' own CSP guides and, for LogRocket, its npm package (node_modules/logrocket: its loader
 * takes the recorder from cdn.logr-in.com and sends to r.logr-in.com, and the SDK reports its own
 * errors to e.logrocket.com).
 */
const GOOGLE_TAG_MANAGER = {
  connect: ['https://www.googletagmanager.com', 'https://www.google.com'],
  img: ['https://www.googletagmanager.com'],
};
const META_PIXEL = { connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] };
const TIKTOK_PIXEL = { connect: ['https://analytics.tiktok.com'] };
const LOGROCKET = {
  script: ['https://cdn.logr-in.com'],
  connect: ['https://r.logr-in.com', 'https://e.logrocket.com'],
};
/** PostHog Cloud's ingestion hosts; its SDK fetches remote configuration from `<region>-assets`. */
const POSTHOG_CLOUD = /^https:\/\/(?:(us|eu)(?:-assets)?\.i\.posthog\.com|app\.posthog\.com)$/;

/** The origin of an absolute http(s) URL; none for a path on the funnel's own origin. */
export function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
}

function postHogOrigins(host: string): string[] {
  const [origin] = originOf(host);
  if (origin === undefined) return [];
  const cloud = POSTHOG_CLOUD.exec(origin);
  if (!cloud) return [origin];
  const region = cloud[1] ?? 'us';
  return [`https://${region}.i.posthog.com`, `https://${region}-assets.i.posthog.com`];
}

interface Reach {
  script?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
}

/**
 * What the trackers a build's environment configures reach, read with the parser the bundle
 * uses (src/config/trackingEnv.ts), each under the condition the bundle loads it on
 * (features/tracking/trackerController.ts, sessionRecording.ts). A tracker left off reaches
 * nothing, so its hosts stay out of the policy.
 */
function trackerReach(env: Record<string, string | undefined>): Reach[] {
  const tracking = parseTrackingEnv(env);
  const reach: Reach[] = [];
  const { gtm, metaPixel, tikTokPixel, posthog, logRocket } = tracking;
  if (isValidGtmId(gtm.id) && gtm.scriptUrl)
    reach.push({ script: originOf(gtm.scriptUrl) }, GOOGLE_TAG_MANAGER);
  if (metaPixel.id && metaPixel.scriptUrl)
    reach.push({ script: originOf(metaPixel.scriptUrl) }, META_PIXEL);
  if (tikTokPixel.id && tikTokPixel.scriptUrl)
    reach.push({ script: originOf(tikTokPixel.scriptUrl) }, TIKTOK_PIXEL);
  if (posthog.key && posthog.host) reach.push({ connect: postHogOrigins(posthog.host) });
  if (logRocket.appId && env.VITE_SESSION_RECORDING_ENABLED === 'true') reach.push(LOGROCKET);
  return reach;
}

/** A partner host as BrandConfig.partnerHosts names it (`lender.example`, `*.lender.example`). */
const partnerSource = (host: string) => `https://${host.toLowerCase()}`;

/**
 * Every origin a build's scripts reach, from the sources the bundle itself reads: the lead API
 * endpoints the build resolved for its brand and mode (build/buildTarget.ts), the trackers its
 * environment configures, and its brand config's logo and partner hosts (partner logos load
 * only from those, src/lib/safeUrl.ts).
 */
export function calledOrigins(
  endpoints: ApiEndpoints,
  env: Record<string, string | undefined>,
  brandConfig: Pick<BrandConfig, 'logoUrl' | 'partnerHosts'> | undefined,
): CspSources {
  const reach: Reach[] = [
    { connect: endpointUrls(endpoints).flatMap(originOf) },
    ...trackerReach(env),
    { img: originOf(brandConfig?.logoUrl) },
    { img: (brandConfig?.partnerHosts ?? []).map(partnerSource) },
  ];
  const gather = (directive: keyof Reach) => [
    ...new Set(reach.flatMap((entry) => entry[directive] ?? [])),
  ];
  return { script: gather('script'), connect: gather('connect'), img: gather('img') };
}
