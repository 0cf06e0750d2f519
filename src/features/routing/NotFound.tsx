import { useTranslation } from 'react-i18next';
import { AppLink, MessageScreen } from '../layout';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <MessageScreen screen="not-found">
      <AppLink className="button button--secondary" to="/">
        {t('screens>not-found>home')}
      </AppLink>
    </MessageScreen>
  );
}
