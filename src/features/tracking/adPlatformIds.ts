/**
 * The ad platforms' browser ids the lead carries (specification section 3): metaPixel (fbp,
 * fbc) and tikTokPixel (ttp, ttclid). Cookies are only read here; the pixels write them.
 */
import type { LeadApplication } from '../lead';

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
 * as Meta does; fbp is the `_fbp` cookie; ttp the `_ttp` cookie; ttclid the URL's. Empty parts
 * are left out so a later read never erases an earlier value.
 */
export function adPlatformIds({
  cookies,
  fbclid,
  ttclid,
  now,
}: AdPlatformInputs): Pick<LeadApplication, 'metaPixel' | 'tikTokPixel'> {
  const ids: Pick<LeadApplication, 'metaPixel' | 'tikTokPixel'> = {};

  const metaPixel: NonNullable<LeadApplication['metaPixel']> = {};
  if (cookies._fbp) metaPixel.fbp = cookies._fbp;
  const cookieFbc = cookies._fbc;
  if (fbclid && !(cookieFbc && cookieFbc.endsWith(`.${fbclid}`)))
    metaPixel.fbc = fbcFromClick(fbclid, now);
  else if (cookieFbc) metaPixel.fbc = cookieFbc;
  if (Object.keys(metaPixel).length > 0) ids.metaPixel = metaPixel;

  const tikTokPixel: NonNullable<LeadApplication['tikTokPixel']> = {};
  if (cookies._ttp) tikTokPixel.ttp = cookies._ttp;
  if (ttclid) tikTokPixel.ttclid = ttclid;
  if (Object.keys(tikTokPixel).length > 0) ids.tikTokPixel = tikTokPixel;
  return ids;
}
