import type { HTMLAttributes, ReactNode } from 'react';
import type { ControlProps } from './controlProps';

/**
 * A control of several inputs (radios, a date's parts): a fieldset whose legend is the label,
 * the hint under it and the error last. `modifier` adds `field--{modifier}`; the rest goes on the
 * fieldset.
 */
export function FieldsetControl({
  props: { id, label, optionalMark, hint, errorText, invalid },
  modifier,
  children,
  ...attributes
}: HTMLAttributes<HTMLFieldSetElement> & {
  props: ControlProps;
  modifier?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className={`field${modifier ? ` field--${modifier}` : ''}${invalid ? ' field--invalid' : ''}`}
      tabIndex={-1}
      {...attributes}
    >
      <legend>
        {label}
        {optionalMark}
      </legend>
      {hint}
      {children}
      {errorText}
    </fieldset>
  );
}
