import { useBrandConfig } from '../../app/servicesContext';
import { toSafeRedirectUrl } from '../../lib/safeUrl';
import { lookupOf } from '../lookups';
import type { PartnerLogo } from './api';
import { usePartnerLogosQuery } from './lookups';

/** The logos of `/partner/logos` whose id is listed; nothing while loading or when the call fails. */
export function PartnerLogos({ ids, label }: { ids: readonly string[]; label: string }) {
  const logos = lookupOf<PartnerLogo[]>(usePartnerLogosQuery(undefined));
  const { partnerHosts } = useBrandConfig();
  if (logos.status !== 'ready' || !Array.isArray(logos.data)) return null;
  const shown = ids.flatMap((id) => {
    const logo = logos.data.find((candidate) => candidate.id === id);
    const src = toSafeRedirectUrl(logo?.logoUrl, partnerHosts);
    return logo && src ? [{ ...logo, src }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="partner-logos" aria-label={label}>
      {shown.map((logo) => (
        <li key={logo.id}>
          <img src={logo.src} alt={logo.name} width={120} height={36} />
        </li>
      ))}
    </ul>
  );
}
