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
}
