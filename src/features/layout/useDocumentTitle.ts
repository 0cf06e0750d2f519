import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { isEmbedded } from '../embed';

/** "Step – Brand", prefixed with the localised "Error:" while the step shows errors. */
export function useDocumentTitle(stepTitle: string, hasErrors = false): void {
  const { t } = useTranslation();
  const config = useBrandConfig();
  useEffect(() => {
    if (isEmbedded()) return;
    const brandTitle = config.page.title ?? config.brandName;
    const title = `${stepTitle} – ${brandTitle}`;
    document.title = hasErrors ? `${t('form>errorTitlePrefix')} ${title}` : title;
  }, [stepTitle, hasErrors, config, t]);
}
