import type { DraftValues } from './draft';
import type { LeadState } from './leadSlice';
import { REACT_UI_TAG, type LeadApplication } from './types';
import {
  UTM_KEYS,
  collectDeviceData,
  resetLeadFields,
  shouldResetLead,
  toLeadGoogleClick,
  type DeviceEnvironment,
  type EntryContext,
} from '../session';

const PREFILL_FIELDS = [
  ['firstName', 'personalDetails.firstName'],
  ['lastName', 'personalDetails.lastName'],
  ['email', 'contactDetails.email'],
  ['phoneNumber', 'contactDetails.phoneNumber'],
] as const;

/**
 * What the entry URL and the session add to the lead: attribution, device data and prefill. The
 * URL's amount and period are the lead's own numbers and go to the application as they are, one
 * type from the URL to the lead body; typed-in fields are prefilled as the form's drafts.
 *
 * Attribution belongs to the session (specification section 4): an entry that starts one
 * (`startsSession`) brings the lead's whole attribution, absent parts included; a later entry of
 * the same session (a reload) replaces only what it brings: a campaign's UTM set as a whole,
 * the prefill marks when it prefilled something.
 */
export function entryContribution(
  entry: EntryContext,
  device: DeviceEnvironment,
): {
  application: LeadApplication;
  prefill: DraftValues;
  startsSession: boolean;
} {
  const { params } = entry;
  const loan: Pick<LeadApplication, 'amount' | 'period'> = {};
  if (params.amount !== undefined) loan.amount = params.amount;
  if (params.period !== undefined) loan.period = params.period;
  const prefill: DraftValues = {};
  for (const [param, field] of PREFILL_FIELDS) {
    const value = params[param];
    if (value !== undefined) prefill[field] = value;
  }
  const prefilledFields = [...Object.keys(loan), ...Object.keys(prefill)];
  const posthogParameters: NonNullable<LeadApplication['posthogParameters']> = {};
  if (entry.isNewSession || prefilledFields.length > 0) {
    posthogParameters.isLeadPrefilled = prefilledFields.length > 0;
    posthogParameters.leadPrefilledFields = prefilledFields;
  }
  // A campaign URL's UTM set replaces the lead's as a whole (null clears a key an older one set).
  if (Object.keys(entry.utm).length > 0)
    posthogParameters.utm = Object.fromEntries(
      UTM_KEYS.map((key) => [key, entry.utm[key] ?? null]),
    );

  const application: LeadApplication = {
    ...loan,
    tags: [REACT_UI_TAG],
    sessionId: entry.sessionId,
    sessionStartedAt: entry.sessionStartedAt.toISOString(),
    deviceData: collectDeviceData(device),
  };
  if (Object.keys(posthogParameters).length > 0) application.posthogParameters = posthogParameters;
  if (entry.affiliateReferenceParams)
    application.affiliateReferenceParams = entry.affiliateReferenceParams;
  const googleClick = toLeadGoogleClick(entry.googleClick);
  if (googleClick) application.googleClick = googleClick;
  if (entry.sellingTierGlobalId !== undefined)
    application.sellingTierGlobalId = entry.sellingTierGlobalId;
  return { application, prefill, startsSession: entry.isNewSession };
}

/**
 * Applies the reset rules of section 4 to the restored lead: a new session starts a new lead
 * (typed drafts stay, they are the applicant's) and the application over (`startsOver`), and an
 * expired or inactive lead loses its id and session fields.
 */
export function leadAfterResetRules(
  lead: LeadState,
  entry: EntryContext,
  now: Date,
  sessionExpirationMs: number,
): { lead: LeadState; startsOver: boolean } {
  const reset = {
    ...lead,
    application: resetLeadFields(lead.application),
    createRequestKey: null,
    applicantToken: null,
  };
  if (entry.isNewSession && lead.application.id !== undefined)
    return { lead: reset, startsOver: true };
  if (shouldResetLead(lead.application, now, sessionExpirationMs))
    return { lead: reset, startsOver: false };
  return { lead, startsOver: false };
}
