/** The lead entity of the specification, section 3. Every section is partial until submitted. */

export interface PersonalDetails {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  secondLastName?: string;
  gender?: string;
  dateOfBirth?: string;
  personalCode?: string;
}

export interface ContactDetails {
  email?: string;
  marketingConsents?: boolean;
  phoneNumber?: string;
  postalCode?: string;
  province?: string;
  district?: string;
  city?: string;
  street?: string;
  blockNumber?: string;
  houseNumber?: string;
  floor?: string;
  flatNumber?: string;
  municipality?: string;
  suburb?: string;
}

export interface Employer {
  name?: string;
  postalCode?: string;
  province?: string;
  city?: string;
  street?: string;
  houseNumber?: string;
  taxRegistryCode?: string;
}

export interface IncomeDetails {
  monthlyIncome?: number;
  incomeSource?: string;
  incomeContractStartedAt?: string;
  incomeContractExpiresAt?: string;
  incomePayday?: number;
  jobArea?: string;
  jobTitle?: string;
  iban?: string;
  usingOnlineBanking?: boolean;
  positionType?: string;
  monthlyExtraIncome?: number;
  workPhone?: string;
  spouseMonthlyIncome?: number;
  salaryCycle?: string;
  salaryCycleValue?: number;
  cofidisProfession?: string;
  householdIncome?: number;
  inTaxDebt?: boolean;
  inContributionDebt?: boolean;
  economicActivity?: string;
  terminationPeriod?: string;
  trialPeriod?: boolean;
  pensionPayer?: string;
}

export interface OtherDetails {
  loanPurpose?: string;
  isPoliticallyExposed?: boolean;
  connectedToPep?: boolean;
  maritalStatus?: string;
  education?: string;
  housingTenure?: string;
  housingTenureSinceDate?: string;
  vehicleConsent?: boolean;
  hasVehicleDownPayment?: boolean;
  vehicleOwnership?: string;
  vehicleLicensePlateNumber?: string;
  /** The vehicle step's answers (data points beyond section 3's list; sections are open). */
  vehicleMake?: string;
  vehicleModel?: string;
  vehicleYear?: number;
  isVehicleFinanced?: boolean;
  ibanConsent?: boolean;
  negativeCreditHistory?: boolean;
  numberOfDependants?: number;
  numberOfDependantsOther?: number;
  countryOfBirth?: string;
  livingArea?: string;
  citizenship?: string;
  secondCitizenship?: string;
  cityOfBirth?: string;
  idCardNumber?: string;
  idCardIssuedAt?: string;
  idCardIssuedAuthority?: string;
  overdueDebtAmount?: number;
  provinceOfBirth?: string;
  isInterestedInDebtConsolidation?: boolean;
  hasBankAccount?: boolean;
  hasProofOfIncome?: boolean;
  taxIdentificationNumber?: string;
  numberOfInhabitants?: number;
  pensionNumber?: string;
  fieldRegistrationNumber?: string;
  fieldSquareArea?: number;
}

export interface Expenses {
  mortgageAmount?: number;
  rentAmount?: number;
  monthlyExpenses?: number;
  monthlyCreditCommitments?: number;
  hasOtherLoans?: boolean;
  totalDebtAmount?: number;
  mortgageStartedAt?: string;
  mortgageExpiresAt?: string;
  monthlyMortgageAmount?: number;
  householdExpenses?: number;
}

export interface ReferenceDetails {
  type?: string;
  name?: string;
  phoneNumber?: string;
}

export interface DeviceData {
  timezoneOffset: number;
  deviceMemory: number;
  language: string;
  screenResolution: string;
  loadingTime: number;
}

export interface GoogleClick {
  gclid?: string;
  gclidAt?: string;
  gbraid?: string;
  wbraid?: string;
}

export interface AffiliateReferenceParams {
  attribute: string;
  subId?: string;
  transactionId?: string;
  setAt: string;
}

export interface PosthogParameters {
  isLeadPrefilled?: boolean;
  leadPrefilledFields?: string[];
  leadPreviouslyRedirected?: boolean;
  /** The entry URL's UTM parameters (null where absent), so the lead joins its campaign. */
  utm?: Partial<
    Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term', string | null>
  >;
}

export interface LeadApplication {
  id?: string;
  amount?: number;
  period?: number;
  periodScale?: string;
  financingOption?: string;
  monthlyPaymentDay?: number;
  personalDetails?: PersonalDetails;
  contactDetails?: ContactDetails;
  incomeDetails?: IncomeDetails;
  expenses?: Expenses;
  otherDetails?: OtherDetails;
  employer?: Employer;
  referenceDetails?: ReferenceDetails;
  tags?: string[];
  deviceData?: DeviceData;
  sessionId?: string;
  sessionStartedAt?: string;
  expiresAt?: string;
  leadStatus?: number;
  generalPolicies?: boolean;
  policies?: string[];
  leadSource?: string;
  googleCaptchaToken?: string;
  googleClick?: GoogleClick;
  affiliateReferenceParams?: AffiliateReferenceParams;
  posthogParameters?: PosthogParameters;
  metaPixel?: { fbp?: string; fbc?: string };
  tikTokPixel?: { ttp?: string; ttclid?: string };
  sellingTierGlobalId?: string;
}

/**
 * Every top-level key of LeadApplication: what a lead read back from storage may carry, so a key
 * the API does not know is never sent to it (it would refuse every save).
 */
export const LEAD_APPLICATION_KEYS = [
  'id',
  'amount',
  'period',
  'periodScale',
  'financingOption',
  'monthlyPaymentDay',
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'expenses',
  'otherDetails',
  'employer',
  'referenceDetails',
  'tags',
  'deviceData',
  'sessionId',
  'sessionStartedAt',
  'expiresAt',
  'leadStatus',
  'generalPolicies',
  'policies',
  'leadSource',
  'googleCaptchaToken',
  'googleClick',
  'affiliateReferenceParams',
  'posthogParameters',
  'metaPixel',
  'tikTokPixel',
  'sellingTierGlobalId',
] as const satisfies readonly (keyof LeadApplication)[];

/** The lead sections an applicant fills in through forms. */
export type LeadSection =
  | 'personalDetails'
  | 'contactDetails'
  | 'incomeDetails'
  | 'expenses'
  | 'otherDetails'
  | 'employer'
  | 'referenceDetails';

/** The first tag of every lead: it marks leads made by this (React) front end. */
export const REACT_UI_TAG = 'react-ui';

export interface ApplicationResult {
  application?: { status?: string };
  offerId?: string;
  partner?: { name?: string };
  offers?: Offer[];
  redirectUrl?: string;
  redirectMethod?: string;
  /** Set by the funnel, not the API: how many offers of the answer were malformed and left out. */
  unshownOffers?: number;
}

export interface Offer {
  offerId: string;
  partner: { name: string };
  amount: number;
  period: number;
  periodScale?: string;
  monthlyPayment?: number;
  totalCost?: number;
  apr?: number;
  expiresAt?: string;
  /** Accepted-state offers: taken here with /lead/offer/payment, or on the partner's site with /lead/sale. */
  acceptance?: 'payment' | 'sale';
}

/** What the lead API answers to a create, an update and a status poll. */
export interface LeadSaved {
  id: string;
  progressState: number;
  leadStatus?: number;
  expiresAt?: string;
  /** v3 leads: the data points of the dynamic form's steps; checked by the dynamicPages slice. */
  dataPoints?: unknown;
  /** A create's answer: what every later call of this lead must carry (docs/api.md). */
  applicantToken?: string;
}

export interface LeadStatus extends LeadSaved {
  applicationResult: ApplicationResult | null;
}

export interface ContinuedLead extends LeadStatus {
  /** A fresh applicant token: the continue link's holder now reads and changes the lead with it. */
  applicantToken: string;
  lead: LeadApplication;
}
