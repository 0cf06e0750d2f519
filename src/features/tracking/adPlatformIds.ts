/**
 * The ad platforms' browser ids the lead carries (specification section 3): metaPixel (fbp,
 * fbc) and tikTokPixel (ttp, ttclid). Cookies are only read here; the pixels write them.
 */
import { LEAD_LIMITS } from '../../lib/contractLimits';
import { fitsLimit, type FieldLimit } from '../../lib/fieldLimit';
import type { LeadApplication } from '../lead';

/**
 * A cookie's value, or the fbc made from the URL's click id, when it fits the contract's limit of
 * the lead field it fills; one that does not would fail every save of the lead.
 */
function bounded(value: string | undefined, limit: FieldLimit, field: string): string | undefined {
  return value && fitsLimit(limit, value, `ad click id ${field}`) ? value : undefined;
}

const metaPixelLimits = LEAD_LIMITS.metaPixel;

/** Meta's click-id format for a click on the site's registrable domain (subdomain index 1). */
export function fbcFromClick(fbclid: string, clickedAt: Date): string {
  return `fb.1.${clickedAt.getTime()}.${fbclid}`;
}

export interface AdPlatformInputs {
  cookies: Record<string, string>;
  fbclid?: string;
  ttclid?: string;
  now: Date;
}

/**
 * fbc is the `_fbc` cookie unless the URL brings a different click, which is then formatted
 * as Meta does; fbp is the `_fbp` cookie; ttp the `_ttp` cookie; ttclid the URL's (bounded where
 * the entry read it). Empty parts, and parts beyond the contract's limits, are left out so a later
 * read never erases an earlier value.
 */
export function adPlatformIds({
  cookies,
  fbclid,
  ttclid,
  now,
}: AdPlatformInputs): Pick<LeadApplication, 'metaPixel' | 'tikTokPixel'> {
  const ids: Pick<LeadApplication, 'metaPixel' | 'tikTokPixel'> = {};

  const metaPixel: NonNullable<LeadApplication['metaPixel']> = {};
  const fbp = bounded(cookies._fbp, metaPixelLimits.fbp, 'metaPixel.fbp');
  if (fbp) metaPixel.fbp = fbp;
  const cookieFbc = bounded(cookies._fbc, metaPixelLimits.fbc, 'metaPixel.fbc');
  const fbc =
    fbclid && !(cookieFbc && cookieFbc.endsWith(`.${fbclid}`))
      ? (bounded(fbcFromClick(fbclid, now), metaPixelLimits.fbc, 'metaPixel.fbc') ?? cookieFbc)
      : cookieFbc;
  if (fbc) metaPixel.fbc = fbc;
  if (Object.keys(metaPixel).length > 0) ids.metaPixel = metaPixel;

  const tikTokPixel: NonNullable<LeadApplication['tikTokPixel']> = {};
  const ttp = bounded(cookies._ttp, LEAD_LIMITS.tikTokPixel.ttp, 'tikTokPixel.ttp');
  if (ttp) tikTokPixel.ttp = ttp;
  if (ttclid) tikTokPixel.ttclid = ttclid;
  if (Object.keys(tikTokPixel).length > 0) ids.tikTokPixel = tikTokPixel;
  return ids;
}
