import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { setDocumentTitle } from './documentTitle';

/** "Step – Brand", prefixed with the localised "Error:" while the step shows errors. */
export function useDocumentTitle(stepTitle: string, hasErrors = false): void {
  const { t } = useTranslation();
  const config = useBrandConfig();
  useEffect(() => {
    const brandTitle = config.page.title ?? config.brandName;
    const title = `${stepTitle} – ${brandTitle}`;
    setDocumentTitle(document, hasErrors ? `${t('form>errorTitlePrefix')} ${title}` : title);
  }, [stepTitle, hasErrors, config, t]);
}
