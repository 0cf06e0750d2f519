import { useEffect } from 'react';
import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { isPlainRecord } from '../../../lib/guards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { defineField, type FieldDefinition } from '../../form';
import type { DraftValue, DraftValues } from '../../lead';
import { selectLeadId } from '../../lead';
import { Loading } from '../../loading';
import { customerConsentsReceived, selectCustomerConsents } from '../../routing';
import {
  AfterOfferForm,
  NAMESPACE,
  type FieldCheck,
  type FieldRenderProps,
} from '../AfterOfferForm';
import { PartnerLogos } from '../PartnerLogo';
import { submitStep } from '../stepCall';
import { skipToken } from '@reduxjs/toolkit/query';
import { lookupOf } from '../../lookups';
import { useConsentsQuery } from '../lookups';
import { ConsentControl } from './ConsentControl';
import { consentFieldName, parseConsentSet, type Consent } from './consentSet';

export type ConsentSetName = 'policy' | 'dynamic' | 'advanzia' | 'tfbank';

interface ConsentsScreenProps {
  set: ConsentSetName;
  step: 'consents' | 'dynamic-consents' | 'advanzia-consents' | 'tfbank-consents';
}

/** Where each set's answers go (section 7): the offer policy calls, or the customer's consents. */
function endpointOf(set: ConsentSetName, leadId: string) {
  if (set === 'policy') return { method: 'POST', path: '/lead/offer/policy' } as const;
  if (set === 'dynamic') return { method: 'POST', path: '/lead/offer/dynamic-policy' } as const;
  return { method: 'POST', path: `/customer/${encodeURIComponent(leadId)}/consents` } as const;
}

/** A consent the server words: a box to tick, or a yes/no question answered YES or NO. */
function consentField(consent: Consent): FieldDefinition {
  const name = consentFieldName(consent.id);
  const optional = !consent.required;
  return consent.kind === 'accept'
    ? defineField(name, 'consent', {}, { optional }).field
    : defineField(name, 'choice', { options: ['YES', 'NO'], as: 'radio' }, { optional }).field;
}

const answerOf = (consent: Consent, value: DraftValue | undefined): boolean =>
  consent.kind === 'accept' ? value === true : value === 'YES';

/**
 * The consent screens (20 policy, 35 dynamic, 29 Advanzia, 36 TF Bank): the texts come from
 * `/customer/{id}/consents`, so a partner's wording changes without a release; required boxes
 * must be ticked and yes/no questions answered. Each answer is kept as the application state's
 * `customerConsents`: after a reload the screen shows it at once while it asks again, and still
 * shows it when asking fails.
 */
export function ConsentsScreen({ set, step }: ConsentsScreenProps) {
  const { t, i18n } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const leadId = useAppSelector(selectLeadId);
  const language = i18n.language === 'es' ? 'es' : 'en';
  const query = useConsentsQuery(leadId ? { leadId, set, lang: language } : skipToken);
  const lookup = lookupOf(query);
  const retry = () => void query.refetch();
  const answer = query.data;
  useEffect(() => {
    if (leadId !== undefined && isPlainRecord(answer) && parseConsentSet(answer))
      dispatch(customerConsentsReceived({ leadId, set, answer }));
  }, [dispatch, leadId, set, answer]);
  const kept = useAppSelector(selectCustomerConsents);
  const parsed =
    (lookup.status === 'ready' ? parseConsentSet(lookup.data) : null) ??
    (kept?.leadId === leadId && kept?.set === set ? parseConsentSet(kept.answer) : null);

  if (lookup.status === 'loading' && !parsed) return <Loading />;
  if (!parsed || leadId === undefined) {
    return (
      <section className="message message--negative" aria-labelledby={`${step}-failed`}>
        <h1 id={`${step}-failed`}>{t(`steps>${step}>title`)}</h1>
        <p role="alert">{t('common>loadFailed')}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {t('form>retry')}
        </button>
      </section>
    );
  }

  const consents = parsed.consents;
  const fields = consents.map(consentField);
  const labels = Object.fromEntries(
    consents.map((consent) => [consentFieldName(consent.id), consent.text]),
  );
  const checks: Record<string, FieldCheck> = Object.fromEntries(
    consents
      .filter((consent) => consent.kind === 'yesNo')
      .map((consent) => [
        consentFieldName(consent.id),
        (value: DraftValue | undefined) =>
          value === 'YES' || value === 'NO' ? null : { key: 'required' },
      ]),
  );
  // What the server already knows (a continue link on another device) is the starting answer.
  const initial: DraftValues = Object.fromEntries(
    consents.flatMap((consent) =>
      consent.accepted === null
        ? []
        : [
            [
              consentFieldName(consent.id),
              consent.kind === 'accept' ? consent.accepted : consent.accepted ? 'YES' : 'NO',
            ],
          ],
    ),
  );
  const renderers = Object.fromEntries(
    consents.map((consent) => [
      consentFieldName(consent.id),
      (props: FieldRenderProps) => <ConsentControl {...props} consent={consent} />,
    ]),
  );
  const partner = parsed.partner?.name;

  return (
    <AfterOfferForm
      step={step}
      fields={fields}
      checks={checks}
      renderers={renderers}
      labels={labels}
      initialValues={initial}
      introValues={partner ? { partner } : undefined}
      onSubmit={(values) =>
        submitStep(
          dispatch,
          endpointOf(set, leadId),
          {},
          {
            ...(set === 'advanzia' || set === 'tfbank' ? { set } : {}),
            consents: consents.map((consent) => ({
              id: consent.id,
              accepted: answerOf(consent, values[consentFieldName(consent.id)]),
            })),
          },
        )
      }
    >
      {set === 'advanzia' || set === 'tfbank' ? (
        <PartnerLogos ids={[set]} label={t('common>partnerLogos')} />
      ) : null}
    </AfterOfferForm>
  );
}

export default ConsentsScreen;
