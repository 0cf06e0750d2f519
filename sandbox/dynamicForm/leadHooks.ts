import { mergeLead } from '../lead/merge';
import {
  State,
  type JsonObject,
  type JsonValue,
  type LeadRecord,
  type ProductId,
  type UpdateLeadBody,
} from '../lead/types';
import { placementsOf, type DataPointPlacement } from './catalog';
import type { SandboxLanguage } from './language';
import { scenarioFor } from './scenarios';

/** The front end tags the leads of its dynamic (v3) form; only those get data points. */
export const DYNAMIC_FORM_TAG = 'dynamic-form';

/** A refused answer, by data point and lead field, with a message in the applicant's language. */
export interface DataPointError {
  dataPoint: string;
  field: string;
  message: string;
}

export interface DataPointRefusal {
  message: string;
  error: 'invalid_data_points';
  errors: DataPointError[];
}

/** The refusable answers of the `v3-error` scenario. */
const REFUSABLE: Readonly<
  Record<string, { field: string; message: Record<SandboxLanguage, string> }>
> = {
  IBAN: {
    field: 'incomeDetails.iban',
    message: {
      en: 'Our partners do not accept this account. Please give another account in your name.',
      es: 'Nuestros socios no aceptan esta cuenta. Indica otra cuenta a tu nombre.',
    },
  },
  TAX_IDENTIFICATION_NUMBER: {
    field: 'otherDetails.taxIdentificationNumber',
    message: {
      en: 'This tax number does not match our records. Please check it.',
      es: 'Este número fiscal no coincide con nuestros registros. Revísalo.',
    },
  },
};

const REFUSAL_MESSAGE: Record<SandboxLanguage, string> = {
  en: 'Some answers were not accepted',
  es: 'Algunas respuestas no se han aceptado',
};

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(data: JsonObject, path: string): JsonValue | undefined {
  let current: JsonValue | undefined = data;
  for (const key of path.split('.')) current = isObject(current) ? current[key] : undefined;
  return current;
}

function isDynamicFormLead(data: JsonObject): boolean {
  const tags = data['tags'];
  return Array.isArray(tags) && tags.includes(DYNAMIC_FORM_TAG);
}

function emailOf(data: JsonObject): JsonValue | undefined {
  return valueAt(data, 'contactDetails.email');
}

/** The state of a lead whose applicant is still filling in the form. */
const PERSONAL_DETAILS = 2;

/** `v3-more`: the extra steps are asked once the first ones were submitted (a birth date exists). */
function asksMore(data: JsonObject): boolean {
  return valueAt(data, 'personalDetails.dateOfBirth') !== undefined;
}

export interface DynamicFormSandbox {
  /** The v3 part of a create, update or continue answer: the lead's data points. */
  answerFor(lead: LeadRecord): { dataPoints?: DataPointPlacement[] };
  /**
   * Looks at an update before it is applied: refuses answers of the `v3-error` scenario, or
   * holds a `v3-more` lead back from checking until its extra steps are answered.
   */
  beforeUpdate(
    stored: LeadRecord,
    body: UpdateLeadBody,
    language: SandboxLanguage,
  ): { refusal: DataPointRefusal } | { body: UpdateLeadBody };
}

export function createDynamicFormSandbox(): DynamicFormSandbox {
  /** The first refused value per lead and data point: the same value stays refused (memory only). */
  const refused = new Map<string, Map<string, string>>();

  return {
    answerFor(lead) {
      if (!isDynamicFormLead(lead.data)) return {};
      const scenario = scenarioFor(lead.product, emailOf(lead.data));
      const steps =
        scenario.more && asksMore(lead.data)
          ? [...scenario.steps, ...scenario.more.steps]
          : scenario.steps;
      return { dataPoints: placementsOf(steps) };
    },

    beforeUpdate(stored, body, language) {
      const merged = mergeLead(stored.data, body);
      if (!isDynamicFormLead(merged) || body['progressState'] !== State.checking) return { body };
      const product = (
        typeof body['product'] === 'string' ? body['product'] : stored.product
      ) as ProductId;
      const scenario = scenarioFor(product, emailOf(merged));

      const seen = refused.get(stored.id) ?? new Map<string, string>();
      const errors: DataPointError[] = [];
      for (const dataPoint of scenario.refuse ?? []) {
        const rule = REFUSABLE[dataPoint];
        if (!rule) continue;
        const value = JSON.stringify(valueAt(merged, rule.field) ?? null);
        const first = seen.get(dataPoint) ?? value;
        seen.set(dataPoint, first);
        if (value === first)
          errors.push({ dataPoint, field: rule.field, message: rule.message[language] });
      }
      refused.set(stored.id, seen);
      if (errors.length > 0) {
        return {
          refusal: { message: REFUSAL_MESSAGE[language], error: 'invalid_data_points', errors },
        };
      }

      const more = scenario.more;
      if (more && valueAt(merged, more.answeredBy) === undefined) {
        // Saved, but not checked yet: the answer carries the extra steps to ask first.
        return { body: { ...body, progressState: PERSONAL_DETAILS } };
      }
      return { body };
    },
  };
}
