import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { useBrandConfig } from '../../../app/servicesContext';
import { toSafeRedirectUrl } from '../../../lib/safeUrl';
import { selectLeadId } from '../../lead';
import { selectApplicationResult } from '../../routing';
import { MessageScreen } from '../../layout';
import { notify } from '../../notifications';
import { AskStatusAgain } from '../AskStatusAgain';
import { recordRedirect } from './redirectFlags';

/** Long enough to read where they are going, short enough not to wait. */
export const REDIRECT_DELAY_MS = 3000;

/** Sends the applicant on to the partner, but only to one of the brand's partner hosts over https (lib/safeUrl.ts). */
export default function Redirected() {
  const { t } = useTranslation();
  const result = useAppSelector(selectApplicationResult);
  const leadId = useAppSelector(selectLeadId);
  const { partnerHosts } = useBrandConfig();
  const url = toSafeRedirectUrl(result?.redirectUrl, partnerHosts);
  const partner = result?.partner?.name ?? '';

  useEffect(() => {
    if (result?.redirectUrl !== undefined && url === null) {
      console.error('Refused a redirect URL outside the brand’s partner hosts over https');
      notify('error', 'linkRefused');
    }
    if (url === null) return;
    recordRedirect(leadId, url, result?.redirectMethod ?? 'GET');
    const timer = setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url, result, leadId]);

  return (
    <MessageScreen screen="redirected" tone="positive">
      {url ? (
        <a className="button button--primary" href={url} rel="noopener">
          {t('screens>redirected>continue', { partner })}
        </a>
      ) : (
        <>
          {/* Announced by the notice; the page keeps saying what happens next, and asking the
              lead API again may bring a link that can be followed. */}
          <p>{t('screens>redirected>unavailable')}</p>
          <AskStatusAgain />
        </>
      )}
    </MessageScreen>
  );
}
