import '../afterOffer.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useBrandConfig } from '../../../app/servicesContext';
import { formatDateTime } from '../../../lib/format';
import { toSafeRedirectUrl } from '../../../lib/safeUrl';
import { selectApplicationResult } from '../../routing';
import { selectLeadId } from '../../lead';
import { useDocumentTitle, usePageHeading } from '../../layout';
import { notify } from '../../notifications';
import { NAMESPACE } from '../AfterOfferForm';
import type { LeadRedirect } from '../api';
import { reapplied } from './reapplied';

/** A lead redirected before is told so: where and when it went, and the two ways on from here. */
export function PreviouslyRedirected({ redirect }: { redirect: LeadRedirect | null }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const config = useBrandConfig();
  const leadId = useAppSelector(selectLeadId);
  const result = useAppSelector(selectApplicationResult);
  const { search } = useLocation();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const headingRef = usePageHeading<HTMLHeadingElement>();
  const partner = redirect?.partner?.name ?? result?.partner?.name ?? t('redirect>aPartner');
  const url = toSafeRedirectUrl(redirect?.redirectUrl ?? result?.redirectUrl, config.partnerHosts);
  const date = redirect?.redirectedAt
    ? formatDateTime(redirect.redirectedAt, config.intlLocale)
    : '';
  useDocumentTitle(t('redirect>title', { partner }));
  const refused = url === null && (redirect?.redirectUrl ?? result?.redirectUrl) !== undefined;
  useEffect(() => {
    // The way back to the partner is missing from the page: say why, once.
    if (refused) notify('error', 'linkRefused');
  }, [refused]);

  const startAgain = async () => {
    if (leadId === undefined || state === 'pending') return;
    setState('pending');
    const outcome = await dispatch(reapplied({ leadId, queryString: search }));
    if (reapplied.rejected.match(outcome)) setState('failed');
  };

  return (
    <section className="message message--neutral" aria-labelledby="previously-redirected-title">
      <h1 id="previously-redirected-title" ref={headingRef} tabIndex={-1}>
        {t('redirect>title', { partner })}
      </h1>
      <p className="message__body">
        {date ? t('redirect>bodyWithDate', { partner, date }) : t('redirect>body', { partner })}
      </p>
      {url ? (
        <a className="button button--primary" href={url} rel="noopener">
          {t('redirect>continue', { partner })}
        </a>
      ) : null}
      {state === 'failed' ? (
        <p className="step__failure" role="alert">
          {t('redirect>startAgainFailed')}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        aria-busy={state === 'pending'}
        onClick={() => void startAgain()}
      >
        {state === 'pending' ? t('form>saving') : t('redirect>startAgain')}
      </button>
    </section>
  );
}
