/**
 * What the later steps' fields need and the first step does not: the data points' specs beyond
 * the first page's (dataPointTable.ts), and the fields that look something up as the applicant
 * types or chooses (a postcode's place, an employer, a list from the API). A chunk of their own
 * (lazyLookups.ts), so a v3 build's first step does not wait for their code.
 */
export { DATA_POINT_SPECS } from './dataPointSpecs';
export { ChoiceField } from './ChoiceField';
export { CompanyNameField } from './CompanyNameField';
export { PostcodeField } from './PostcodeField';
