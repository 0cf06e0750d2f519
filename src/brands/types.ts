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
  licensePlate: RegExp;
}

/**
 * Checks of the personal code (ID number) field beyond "required", in order. Every country has a
 * simple `personalCode` pattern; Spain adds the DNI/NIE check letter. Other countries' checksums
 * extend this union together with the form's FieldRule.
 */
export type PersonalCodeRule = 'personalCode' | 'dniNie';

/** Fields a brand may add to the end of a classic step; their definitions live in features/classicForm/classicFields.ts (EXTRA_FIELDS), over the field catalog. */
export type ExtraFieldName =
  | 'otherDetails.vehicleOwnership'
  | 'otherDetails.vehicleLicensePlateNumber'
  | 'otherDetails.isVehicleFinanced';

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
  /**
   * The country's patterns of section 5 (its `validation.ts`), a chunk of their own: the first
   * screen checks only the amount and the period, so the patterns load with the later steps
   * (features/form's `loadValidatingConfig`).
   */
  loadValidation: () => Promise<ValidationPatterns>;
  affiliateReference: { expiryHours: number; staticName?: string };
  /** A lead older than this (from sessionStartedAt) is reset on entry. */
  sessionExpirationMs: number;
  page: PageData;
  /** Checks of personalDetails.personalCode for this country (see PersonalCodeRule). */
  personalCodeRules: readonly PersonalCodeRule[];
  /** Fields appended to a classic step, e.g. the vehicle questions of the car-loan brands. */
  extraStepFields?: Partial<Record<ClassicStep, readonly ExtraFieldName[]>>;
  /**
   * Colours set at runtime over the brand's styles (custom property name without `--` → colour),
   * for the white-label brand whose colours come from build configuration. Validated before use.
   */
  theme?: Readonly<Record<string, string>>;
  /**
   * Hosts this brand may send applicants to and show partner logos from, over https:
   * `lender.example`, or `*.lender.example` for its subdomains. The funnel's own origin (where the
   * sandbox serves its partner pages) is always allowed; any other address is refused.
   */
  partnerHosts: readonly string[];
  /** A logo image instead of the brand's drawn mark (white label); http(s) or a path on this site. */
  logoUrl?: string;
}
