/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_ENV: string;
  readonly VITE_COUNTRY: string;
  readonly VITE_BRAND: string;
  readonly VITE_BASE_PATH: string;
  readonly VITE_API_BASE_URL: string;
  readonly VITE_LEAD_PATH: string;
  readonly VITE_POLICY_PATH: string;
  readonly VITE_AFFILIATE_EVENT_PATH: string;
  readonly VITE_SESSION_RECORDING_ENABLED: string;
  readonly VITE_SESSION_RECORDING_SAMPLE_PERCENT: string;
  readonly VITE_SESSION_RECORDING_LOG_RETARGETING?: string;
  readonly VITE_SESSION_RECORDING_LOG_ABANDONMENT?: string;
  readonly VITE_LOGROCKET_APP_ID?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_GTM_SCRIPT_URL?: string;
  readonly VITE_GOOGLE_ADS_SEND_TO?: string;
  readonly VITE_META_PIXEL_ID?: string;
  readonly VITE_META_PIXEL_SCRIPT_URL?: string;
  readonly VITE_TIKTOK_PIXEL_ID?: string;
  readonly VITE_TIKTOK_PIXEL_SCRIPT_URL?: string;
  readonly VITE_POSTHOG_KEY?: string;
  readonly VITE_POSTHOG_HOST?: string;
  /** White-label brand only (es/whitelabel): its name, colours and logo, read in src/config/whitelabel.ts; see docs/brands.md. */
  readonly VITE_WHITELABEL_NAME?: string;
  readonly VITE_WHITELABEL_PRIMARY_COLOR?: string;
  readonly VITE_WHITELABEL_ACCENT_COLOR?: string;
  readonly VITE_WHITELABEL_BACKGROUND_COLOR?: string;
  readonly VITE_WHITELABEL_LOGO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The selected brand's module, resolved at build time by build/brandPlugin.ts. */
declare module 'virtual:brand' {
  // An ambient module cannot use a relative import declaration, only an import() type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type BrandModule = import('./app/bootstrap').BrandModule;
  export const brandConfig: BrandModule['brandConfig'];
  export const loadApplicationPage: BrandModule['loadApplicationPage'];
  export const loadProductStyles: BrandModule['loadProductStyles'];
  export const firstScreenTexts: BrandModule['firstScreenTexts'];
  export const firstPageTexts: BrandModule['firstPageTexts'];
  export const loadDefaultTexts: BrandModule['loadDefaultTexts'];
  export const namespaceChunks: BrandModule['namespaceChunks'];
  export const namespaceFallbacks: BrandModule['namespaceFallbacks'];
}

/** libphonenumber-js's metadata of the build's country, resolved by build/phoneMetadata.ts. */
declare module 'virtual:phone-metadata' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const metadata: import('libphonenumber-js/core').MetadataJson;
  export default metadata;
}
