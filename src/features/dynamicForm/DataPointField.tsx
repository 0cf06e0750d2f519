import { FormField } from '../form';
import { lookupFields } from './lazyLookups';
import { LoanRangeField } from './LoanRangeField';
import { NS } from './namespace';
import type { DynamicStep } from './useDynamicStep';
import type { ResolvedDataPoint } from './values';

/** The control of one data point: FormField, or the look-up / remote-choice / slider input it needs. */
export function DataPointField({
  resolved,
  step,
}: {
  resolved: ResolvedDataPoint;
  step: DynamicStep;
}) {
  const { field, input } = resolved;
  const props = {
    field,
    value: step.values[field.name],
    error: step.errors[field.name],
    onChange: step.setValue,
  };
  switch (input) {
    case 'range':
      return (
        <LoanRangeField field={field} value={step.values[field.name]} onChange={step.setValue} />
      );
    // Their code comes with the look-ups' (lazyLookups.ts); until it is in, the step suspends.
    case 'postcodeLookup': {
      const { PostcodeField } = lookupFields.read();
      return <PostcodeField {...props} step={step} />;
    }
    case 'companyLookup': {
      const { CompanyNameField } = lookupFields.read();
      return <CompanyNameField {...props} />;
    }
    case 'countryChoices':
    case 'positionChoices': {
      const { ChoiceField } = lookupFields.read();
      return (
        <ChoiceField {...props} source={input === 'countryChoices' ? 'countries' : 'positions'} />
      );
    }
    case undefined:
      return <FormField {...props} namespace={NS} />;
  }
}
