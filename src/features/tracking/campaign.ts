/** Campaign attributes registered with product analytics (specification section 3). */
import { UTM_KEYS, sanitizeParam } from '../session';
export const URL_CAMPAIGN_KEYS = [...UTM_KEYS, 'gclid', 'gbraid', 'wbraid', 'ttclid'] as const;

export type CampaignKey = (typeof URL_CAMPAIGN_KEYS)[number] | 'fbclid';
export type CampaignAttributes = Partial<Record<CampaignKey, string>>;

function query(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/**
 * The click id inside an `_fbc` cookie: `fb.<subdomain index>.<creation time>.<fbclid>`. The
 * click id may itself contain dots, so everything after the third dot is kept.
 */
export function fbclidFromFbc(fbc: string | undefined): string | undefined {
  if (!fbc) return undefined;
  const parts = fbc.split('.');
  if (
    parts.length < 4 ||
    parts[0] !== 'fb' ||
    !/^\d+$/.test(parts[1] ?? '') ||
    !/^\d+$/.test(parts[2] ?? '')
  ) {
    return undefined;
  }
  const fbclid = parts.slice(3).join('.');
  return fbclid === '' ? undefined : fbclid;
}

/** utm_*, gclid, gbraid, wbraid and ttclid from the URL; fbclid from the `_fbc` cookie. */
export function campaignAttributes(
  search: string,
  cookies: Record<string, string>,
): CampaignAttributes {
  const params = query(search);
  const attributes: CampaignAttributes = {};
  for (const key of URL_CAMPAIGN_KEYS) {
    const value = sanitizeParam(key, params.get(key));
    if (value !== undefined) attributes[key] = value;
  }
  const fbclid = fbclidFromFbc(cookies._fbc);
  if (fbclid !== undefined) attributes.fbclid = fbclid;
  return attributes;
}

/** Whether a query string carries any campaign parameter worth registering. */
export function hasCampaignParams(search: string): boolean {
  const params = query(search);
  return [...URL_CAMPAIGN_KEYS, 'fbclid'].some((key) => params.has(key));
}
