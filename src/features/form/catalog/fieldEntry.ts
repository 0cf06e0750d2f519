import type { FieldDefinition } from '../fieldTypes';
import { kindField, type FieldKind, type KindProps } from './fieldKinds';

/** The translation key of a field's label or hint: `fields>{field path}>label`. */
export const fieldTextKey = (name: string, text: 'label' | 'hint'): string =>
  `fields>${name}>${text}`;

/** One field of the catalog: a lead field path, its kind, its label and its autocomplete token. */
export interface FieldEntry<K extends FieldKind = FieldKind> {
  /** The lead field path: the control's `name`, the key of its texts and of its value. */
  readonly name: string;
  readonly kind: K;
  readonly props: KindProps[K];
  readonly autoComplete: string;
  readonly optional: boolean;
  readonly labelKey: string;
  /** The field as the catalog asks it, the same object for every screen that asks it so. */
  readonly field: FieldDefinition;
}

interface EntryOptions {
  /** The HTML autocomplete token; `off` where the browser has nothing of the applicant's to offer. */
  autoComplete?: string;
  optional?: boolean;
}

/** What a screen may ask differently: its kind's props (bounds, options, keyboard) and `optional`. */
export type FieldChanges<K extends FieldKind> = Partial<KindProps[K]> & { optional?: boolean };

function build<K extends FieldKind>(
  name: string,
  kind: K,
  props: KindProps[K],
  autoComplete: string,
  optional: boolean,
): FieldDefinition {
  const field = { ...kindField(kind, name, props), autoComplete };
  return optional ? { ...field, optional } : field;
}

/** An entry of the catalog (catalog/<lead section>.ts), or a field whose name comes from data. */
export function defineField<K extends FieldKind>(
  name: string,
  kind: K,
  props: KindProps[K],
  { autoComplete = 'off', optional = false }: EntryOptions = {},
): FieldEntry<K> {
  return {
    name,
    kind,
    props,
    autoComplete,
    optional,
    labelKey: fieldTextKey(name, 'label'),
    field: build(name, kind, props, autoComplete, optional),
  };
}

/**
 * The field a screen shows for `entry`: the catalog's own, or with the changes this screen asks
 * (a partner's bounds, a radio group instead of a select). Name, kind and autocomplete stay the
 * catalog's.
 */
export function fieldOf<K extends FieldKind>(
  entry: FieldEntry<K>,
  changes?: FieldChanges<K>,
): FieldDefinition {
  if (!changes) return entry.field;
  const { optional = entry.optional, ...props } = changes;
  return build(entry.name, entry.kind, { ...entry.props, ...props }, entry.autoComplete, optional);
}
