import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { setDocumentTitle } from './documentTitle';

/**
 * "Step – Brand", prefixed with the localised "Error:" while the step shows errors. Without a
 * title (a form inside a screen) the screen's title stays.
 */
export function useDocumentTitle(stepTitle: string | undefined, hasErrors = false): void {
  const { t } = useTranslation();
  const config = useBrandConfig();
  useEffect(() => {
    if (stepTitle === undefined) return;
    const brandTitle = config.page.title ?? config.brandName;
    const title = `${stepTitle} – ${brandTitle}`;
    setDocumentTitle(document, hasErrors ? `${t('form>errorTitlePrefix')} ${title}` : title);
  }, [stepTitle, hasErrors, config, t]);
}
