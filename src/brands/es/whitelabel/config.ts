import type { BrandConfig } from '../../types';
import { whitelabelVariables } from '../../../config/whitelabel';
import { spainDefaults } from '../countryDefaults';

// The white label is rebranded per deployment from build configuration (docs/brands.md, read in
// src/config/whitelabel.ts). Colours and the logo URL are validated where they are applied
// (features/theme/theme.ts); an unusable value falls back to the drawn defaults of its look.
const configured = whitelabelVariables();
const name = configured.name ?? 'Tu Crédito';
const theme: Record<string, string> = {};
const colorVariables = [
  ['color-primary', configured.primaryColor],
  ['color-accent', configured.accentColor],
  ['color-background', configured.backgroundColor],
] as const;
for (const [property, value] of colorVariables) {
  if (value) theme[property] = value;
}
const logoUrl = configured.logoUrl;

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
