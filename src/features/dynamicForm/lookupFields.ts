/**
 * The fields that look something up as the applicant types or chooses (a postcode's place, an
 * employer, a list from the API): a chunk of their own (lazyLookups.ts), since a v3 build's first
 * step has none of them and should not wait for their code.
 */
export { ChoiceField } from './ChoiceField';
export { CompanyNameField } from './CompanyNameField';
export { PostcodeField } from './PostcodeField';
