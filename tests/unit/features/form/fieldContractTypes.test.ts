// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandConfig as askRobinSpain } from '../../../../src/brands/es/askrobin/config';
import { smavaFields } from '../../../../src/features/afterOffer/smava/smavaFields';
import { PHONE_FIELD } from '../../../../src/features/afterOffer/mobile/changeMobile';
import { VEHICLE_FIELDS } from '../../../../src/features/afterOffer/vehicle/vehicleFields';
import {
  CLASSIC_STEP_FIELDS,
  EXTRA_FIELDS,
} from '../../../../src/features/classicForm/classicFields';
import { DATA_POINT_SPECS } from '../../../../src/features/dynamicForm/dataPointSpecs';
import { resolveDataPoints, submissionOf } from '../../../../src/features/dynamicForm/values';
import { toLeadPatch, type FieldDefinition } from '../../../../src/features/form';
import { loadValidatingConfig } from '../../../../src/features/form/validatingConfig';
import { validateField } from '../../../../src/features/form/validation';
import type { DraftValue, LeadApplication } from '../../../../src/features/lead';
import {
  MONTHLY_PAYMENT_DAY,
  PARTNER_STEP_FIELDS,
  PAYOUT_IBAN,
} from '../../../../src/features/partnerSteps/stepFields';
import { validAgainstContract } from '../../helpers/contractSchemas';

/**
 * The lead API takes a request body with the types it was sent with (docs/api.md, "Rules the
 * validator applies"): `2.5` for a count is a 400, not the text "2.5". So whatever a form field
 * lets the applicant submit must reach the lead with a type the contract declares at the field's
 * path. Checked for every field of the funnels against the contract's `Lead` (whose sections the
 * step calls share), with the answers the field's own validation lets through.
 */

const config = await loadValidatingConfig(askRobinSpain);

/** A form field, and how its screen turns an answer into the lead it sends. */
interface SentField {
  label: string;
  field: FieldDefinition;
  send: (answer: DraftValue) => LeadApplication;
}

const patched = (label: string, field: FieldDefinition): SentField => ({
  label,
  field,
  send: (answer) => toLeadPatch([field], { [field.name]: answer }),
});

const dynamic = (dataPoint: string): SentField => {
  const [resolved] = resolveDataPoints([dataPoint], config, DATA_POINT_SPECS);
  if (!resolved) throw new Error(`No data point ${dataPoint}`);
  const { field } = resolved;
  return {
    label: `dynamic ${dataPoint}`,
    field,
    send: (answer) =>
      submissionOf([dataPoint], { [field.name]: answer }, {}, config, DATA_POINT_SPECS),
  };
};

const fields: SentField[] = [
  ...Object.entries(CLASSIC_STEP_FIELDS).flatMap(([step, list]) =>
    list.map((field) => patched(`classic ${step}`, field)),
  ),
  ...Object.values(EXTRA_FIELDS).map((field) => patched('classic extra', field)),
  ...Object.entries(PARTNER_STEP_FIELDS).flatMap(([step, list]) =>
    (list as readonly FieldDefinition[]).map((field) => patched(`partner ${step}`, field)),
  ),
  patched('partner offer', MONTHLY_PAYMENT_DAY),
  patched('partner offer', PAYOUT_IBAN),
  ...Object.keys(DATA_POINT_SPECS).map(dynamic),
  ...VEHICLE_FIELDS.map((field) => patched('vehicle', field)),
  ...smavaFields(askRobinSpain.loan).map((field) => patched('smava', field)),
  patched('change mobile number', PHONE_FIELD),
];

/** What an applicant may answer: each option, both ticks, whole and decimal numbers, text. */
function answersOf(field: FieldDefinition): DraftValue[] {
  switch (field.control) {
    case 'checkbox':
      return [true, false];
    case 'birthDate':
      return ['1990-3-5'];
    case 'number': {
      const low = field.min ?? 0;
      return [String(low), `${low},5`, `${low}.25`, String(field.max ?? low + 1)];
    }
    default:
      return field.options && field.options.length > 0 ? [...field.options] : ['Ana 7'];
  }
}

describe('every form field sends the type the contract declares at its path', () => {
  it.each(fields.map((sent) => [`${sent.label}: ${sent.field.name}`, sent] as const))(
    '%s',
    (_label, { field, send }) => {
      const accepted = answersOf(field).filter(
        (answer) => field.control !== 'number' || validateField(field, answer, config) === null,
      );
      expect(accepted.length).toBeGreaterThan(0);
      for (const answer of accepted) {
        const lead = send(answer);
        const typeErrors = validAgainstContract('Lead', lead).filter((e) => e.keyword === 'type');
        expect({ answer, lead, typeErrors }).toEqual({ answer, lead, typeErrors: [] });
      }
    },
  );
});
