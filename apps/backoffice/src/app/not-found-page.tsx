import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="state" data-testid="not-found">
      <h2>{t('common.notFoundTitle')}</h2>
      <p>{t('common.notFoundText')}</p>
      <Link className="btn" to="/">
        {t('common.home')}
      </Link>
    </div>
  );
}
