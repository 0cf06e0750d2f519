import { useBrandConfig } from '../../app/servicesContext';

/** The brand's logo: its mark (an SVG in the brand's styles, via CSS) and its name as text. */
export function BrandLogo() {
  const config = useBrandConfig();
  return (
    <span className="brand-logo">
      <span className="brand-logo__mark" aria-hidden="true" />
      <span className="brand-logo__name">{config.brandName}</span>
    </span>
  );
}
