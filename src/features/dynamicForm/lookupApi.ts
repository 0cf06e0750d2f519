import { lookupApi } from '../lookups';

export { ensureLookupState } from '../lookups';
import {
  toChoices,
  toCompanies,
  toEmailCheck,
  toPolicies,
  toPostcodeAddress,
  type Choice,
  type Company,
  type EmailCheck,
  type Policy,
  type PostcodeAddress,
} from './lookupTypes';

const segment = (value: string) => encodeURIComponent(value.trim());

/**
 * The dynamic form's look-ups (features/lookups keeps answers 60 s). Each answer passes a shape
 * check (lookupTypes.ts): a wrong shape becomes the query's error, never a crash.
 */
export const dynamicFormLookups = lookupApi.injectEndpoints({
  endpoints: (build) => ({
    policies: build.query<Policy[], string>({
      query: (policyPath) => ({ url: policyPath, withoutBase: true }),
      transformResponse: toPolicies,
    }),
    postcode: build.query<PostcodeAddress, string>({
      query: (code) => ({ url: `/postcode/lookup/${segment(code)}` }),
      transformResponse: toPostcodeAddress,
    }),
    companies: build.query<Company[], string>({
      query: (name) => ({ url: `/company/${segment(name)}` }),
      transformResponse: toCompanies,
    }),
    countries: build.query<Choice[], string>({
      query: (language) => ({ url: '/choices/country', language }),
      transformResponse: toChoices,
    }),
    positions: build.query<Choice[], string>({
      query: (language) => ({ url: '/choices/position', language }),
      transformResponse: toChoices,
    }),
    emailCheck: build.query<EmailCheck, string>({
      query: (email) => ({ url: `/email/validate/${segment(email)}` }),
      transformResponse: toEmailCheck,
    }),
  }),
});

export const {
  usePoliciesQuery,
  usePostcodeQuery,
  useCompaniesQuery,
  useCountriesQuery,
  usePositionsQuery,
  useLazyEmailCheckQuery,
} = dynamicFormLookups;
