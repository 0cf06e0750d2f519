import { EMBEDDING_PARTNERS } from '../src/brands/registry';

/** A partner that embeds the funnel: an https origin, or every subdomain of one (`https://*.x`). */
const PARTNER_ORIGIN =
  /^https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/;
/** A CSP source as an environment may add it: a keyword in quotes or a host source, nothing else. */
const ENVIRONMENT_SOURCE = /^(?:'self'|https?:\/\/[a-z0-9*.-]+(?::(?:\d{1,5}|\*))?)$/;

/**
 * The CSP `frame-ancestors` value of one build: the funnel's own pages, the brand's partners
 * (EMBEDDING_PARTNERS in src/brands/registry.ts) and what the environment adds for itself
 * (`FRAME_ANCESTORS`, e.g. a staging partner site or a local test page). A partner that is not
 * an https origin, or an added source that is not a plain source, stops the build: a typo here
 * would either lock every partner out or let any site frame the funnel.
 */
export function frameAncestorsFor(
  { country, brand }: { country: string; brand: string },
  environmentSources = '',
  partnersByBuild: Readonly<Record<string, readonly string[]>> = EMBEDDING_PARTNERS,
): string {
  const pair = `${country}/${brand}`;
  const partners = partnersByBuild[pair];
  if (partners === undefined) throw new Error(`${pair} is not a registered build`);
  for (const partner of partners)
    if (!PARTNER_ORIGIN.test(partner))
      throw new Error(
        `${pair}: embedding partner ${JSON.stringify(partner)} is not an https origin`,
      );
  const added = environmentSources.split(/\s+/).filter((source) => source !== '');
  for (const source of added)
    if (!ENVIRONMENT_SOURCE.test(source))
      throw new Error(`FRAME_ANCESTORS: ${JSON.stringify(source)} is not a frame-ancestors source`);
  return [...new Set(["'self'", ...partners, ...added])].join(' ');
}
