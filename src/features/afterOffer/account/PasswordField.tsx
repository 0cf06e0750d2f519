import { FieldFrame } from '../../form';
import { NAMESPACE, type FieldRenderProps } from '../AfterOfferForm';

/** A password input (FormField has no password control): label, hint, error, `new-password`. */
export function PasswordField({ field, value, error, onChange }: FieldRenderProps) {
  return (
    <FieldFrame field={field} error={error} namespace={NAMESPACE}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
