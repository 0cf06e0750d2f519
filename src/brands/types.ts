import type { BrandId, CountryCode } from './registry';

export type Locale = 'en' | 'es' | 'mx' | 'co' | 'pl' | 'ro' | 'vn' | 'de' | 'ph';
export type BackendProductId =
  'default' | 'askrobin' | 'ibancar' | 'finipay' | 'whitelabel' | 'fiesta';
export type PeriodScale = 'days' | 'months';

/** Steps of the classic (legacy) funnel before the offer, in the order an applicant meets them. */
export type ClassicStep =
  | 'loan-information'
  | 'personal-details'
  | 'contact-details'
  | 'income-details'
  | 'other-information'
  | 'reference-information';

export interface LoanLimits {
  defaultAmount: number;
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  defaultPeriod: number;
  minPeriod: number;
  maxPeriod: number;
  periodStep: number;
  periodScale: PeriodScale;
}

/** One pattern per validation rule of the specification section 5; brands override some. */
export interface ValidationPatterns {
  postalCode: RegExp;
  name: RegExp;
  jobTitle: RegExp;
  street: RegExp;
  houseNumber: RegExp;
  flatNumber: RegExp;
  blockNumber: RegExp;
  locality: RegExp;
  companyName: RegExp;
  pensionPayer: RegExp;
  email: RegExp;
  personalCode: RegExp;
}

export interface PageData {
  title?: string;
  description?: string;
  keywords?: string;
  favicon?: string;
  footerText?: string;
}

export interface BrandConfig {
  country: CountryCode;
  brand: BrandId;
  brandName: string;
  productId: BackendProductId;
  locale: Locale;
  /** BCP 47 tag for Intl formatting; the product's locale codes (mx, vn, ...) are not BCP 47. */
  intlLocale: string;
  currency: { code: string; symbol: string };
  phonePrefix: string;
  /** ISO 3166 country for phone parsing. */
  phoneCountry: string;
  loan: LoanLimits;
  firstPage: 'personal-details' | 'initial-details';
  steps: readonly ClassicStep[];
  validation: ValidationPatterns;
  affiliateReference: { expiryHours: number; staticName?: string };
  /** A lead older than this (from sessionStartedAt) is reset on entry. */
  sessionExpirationMs: number;
  page: PageData;
}
