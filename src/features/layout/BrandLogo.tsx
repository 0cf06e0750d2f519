import { useBrandConfig } from '../../app/servicesContext';
import { isUsableAssetUrl } from './assetUrl';

/** The brand's logo: its mark (an SVG in the brand's styles, or a configured image) and its name as text. */
export function BrandLogo() {
  const config = useBrandConfig();
  return (
    <span className="brand-logo">
      {isUsableAssetUrl(config.logoUrl) ? (
        <img
          className="brand-logo__image"
          src={config.logoUrl}
          alt=""
          height={32}
          style={{ height: '2rem', width: 'auto' }}
        />
      ) : (
        <span className="brand-logo__mark" aria-hidden="true" />
      )}
      <span className="brand-logo__name">{config.brandName}</span>
    </span>
  );
}
