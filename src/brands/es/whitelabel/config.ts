import type { BrandConfig } from '../../types';
import { spainDefaults } from '../countryDefaults';

// The white label is rebranded per deployment from build configuration (docs/brands.md).
// Colours and the logo URL are validated where they are applied (features/theme/theme.ts);
// an unusable value falls back to the drawn defaults of styles.css and logo.svg.
const name = import.meta.env.VITE_WHITELABEL_NAME?.trim() || 'Tu Crédito';
const theme: Record<string, string> = {};
const colorVariables = [
  ['color-primary', import.meta.env.VITE_WHITELABEL_PRIMARY_COLOR],
  ['color-accent', import.meta.env.VITE_WHITELABEL_ACCENT_COLOR],
  ['color-background', import.meta.env.VITE_WHITELABEL_BACKGROUND_COLOR],
] as const;
for (const [property, value] of colorVariables) {
  if (value?.trim()) theme[property] = value.trim();
}
const logoUrl = import.meta.env.VITE_WHITELABEL_LOGO_URL?.trim();

/** The white-label brand (the specification's `{product}`): Spain's defaults under a partner's name. */
export const brandConfig: BrandConfig = {
  ...spainDefaults,
  country: 'es',
  brand: 'whitelabel',
  brandName: name,
  productId: 'whitelabel',
  theme,
  ...(logoUrl ? { logoUrl } : {}),
  page: {
    title: `${name} – Préstamos online`,
    description: `Solicita tu préstamo online con ${name} en pocos minutos.`,
    keywords: `préstamo online, préstamo rápido, ${name}`,
    ...(logoUrl ? { favicon: logoUrl } : {}),
  },
};
