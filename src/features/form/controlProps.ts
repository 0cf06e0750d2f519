import type { ComponentType, ReactNode } from 'react';
import type { DraftValue } from '../lead';
import type { DatePart, FieldDefinition } from './fieldTypes';

/** What FormField works out once for every control: ids, texts, and the hint and error shown. */
export interface ControlProps {
  field: FieldDefinition;
  value: DraftValue | undefined;
  onChange: (name: string, value: DraftValue) => void;
  id: string;
  label: string;
  /** " (optional)" after the label of an optional field that is not a checkbox; else empty. */
  optionalMark: string;
  hint: ReactNode;
  errorText: ReactNode;
  invalid: boolean;
  describedBy: string | undefined;
  /** The error message's id while there is one (a date of birth's wrong parts point to it). */
  errorId: string | undefined;
  /** Shown before the input, e.g. the brand's phone prefix "+34" before a phone number. */
  prefix: { id: string; text: string } | undefined;
  optionText: (option: string) => string;
  /** The empty first choice of a select. */
  chooseText: string;
  /** The parts of a date of birth the error is about; the others are not marked invalid. */
  invalidParts: readonly DatePart[] | undefined;
}

export type ControlComponent = ComponentType<ControlProps>;
