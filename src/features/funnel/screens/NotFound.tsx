import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageScreen } from './MessageScreen';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <MessageScreen screen="not-found">
      <Link className="button button--secondary" to="/">
        {t('screens>not-found>home')}
      </Link>
    </MessageScreen>
  );
}
