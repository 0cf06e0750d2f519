import './afterOffer.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormFrame, stepHeading, type FieldDefinition, type FieldError } from '../form';
import type { DraftValue } from '../lead';
import { useAfterOfferForm, type AfterOfferFormOptions } from './useAfterOfferForm';

export type { FieldCheck } from './useAfterOfferForm';

export const NAMESPACE = 'afterOffer';

export interface FieldRenderProps {
  field: FieldDefinition;
  value: DraftValue | undefined;
  error: FieldError | undefined;
  onChange: (name: string, value: DraftValue) => void;
}

interface AfterOfferFormProps extends AfterOfferFormOptions {
  /** Translation prefix in the afterOffer namespace: `steps>{step}>title`, `>intro`, `>submit`. */
  step: string;
  /** Fields drawn by the screen itself (data-driven selects); validated like the others. */
  renderers?: Readonly<Record<string, (props: FieldRenderProps) => ReactNode>>;
  /** Labels for the error summary where `fields>{name}>label` is not a translation. */
  labels?: Readonly<Record<string, string>>;
  introValues?: Record<string, string>;
  /** Shown between the intro and the fields. */
  children?: ReactNode;
  /** Secondary actions, after the primary button. */
  footer?: ReactNode;
}

/**
 * The frame of an after-offer step: heading, intro, fields from data, validation with a focused
 * error summary, the step's call with a busy button, and the server's answer mapped to field
 * errors or a retry message. Nothing typed is lost: drafts persist, secrets stay in memory.
 */
export function AfterOfferForm(props: AfterOfferFormProps) {
  const { step, renderers = {}, labels, introValues } = props;
  const { t } = useTranslation(NAMESPACE);
  const form = useAfterOfferForm(props);
  const { allFields, values, errors, shownErrors, failure, submit } = form;

  return (
    <FormFrame
      className="step after-offer"
      heading={stepHeading(t, step, { introValues })}
      errors={{ errors: shownErrors, namespace: NAMESPACE, labels }}
      onSubmit={form.handleSubmit}
      submit={{
        state: submit,
        namespace: NAMESPACE,
        failureKey: failure,
        label: t(`steps>${step}>submit`, { defaultValue: t('form>continue') }),
      }}
      footer={props.footer}
    >
      {props.children}
      {allFields.map((field) => {
        const render = renderers[field.name];
        const fieldProps = {
          field,
          value: values[field.name],
          error: errors[field.name],
          onChange: form.handleChange,
        };
        return render ? (
          <div key={field.name}>{render(fieldProps)}</div>
        ) : (
          <FormField key={field.name} namespace={NAMESPACE} {...fieldProps} />
        );
      })}
    </FormFrame>
  );
}
