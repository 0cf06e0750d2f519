/**
 * The white label's build configuration (es/whitelabel only; docs/brands.md): its name, colours
 * and logo URL, trimmed, an empty value as absent. Only the white label's config imports this,
 * so no other build carries these variables. Colours and the logo URL are validated where they
 * are applied (features/theme/theme.ts).
 */
export interface WhitelabelVariables {
  name?: string;
  primaryColor?: string;
  accentColor?: string;
  backgroundColor?: string;
  logoUrl?: string;
}

const present = (value: string | undefined): string | undefined => value?.trim() || undefined;

export function whitelabelVariables(): WhitelabelVariables {
  return {
    name: present(import.meta.env.VITE_WHITELABEL_NAME),
    primaryColor: present(import.meta.env.VITE_WHITELABEL_PRIMARY_COLOR),
    accentColor: present(import.meta.env.VITE_WHITELABEL_ACCENT_COLOR),
    backgroundColor: present(import.meta.env.VITE_WHITELABEL_BACKGROUND_COLOR),
    logoUrl: present(import.meta.env.VITE_WHITELABEL_LOGO_URL),
  };
}
