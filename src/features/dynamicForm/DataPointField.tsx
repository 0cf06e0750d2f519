import { useBrandConfig } from '../../app/servicesContext';
import { FormField } from '../form';
import { ChoiceField } from './ChoiceField';
import { CompanyNameField } from './CompanyNameField';
import { LoanRangeField } from './LoanRangeField';
import { NS } from './namespace';
import { PostcodeField } from './PostcodeField';
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
  const config = useBrandConfig();
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
    case 'postcodeLookup':
      return <PostcodeField {...props} step={step} />;
    case 'companyLookup':
      return <CompanyNameField {...props} />;
    case 'countryChoices':
      return <ChoiceField {...props} source="countries" />;
    case 'positionChoices':
      return <ChoiceField {...props} source="positions" />;
    case undefined:
      return (
        <FormField
          {...props}
          namespace={NS}
          prefix={field.control === 'tel' ? config.phonePrefix : undefined}
        />
      );
  }
}
