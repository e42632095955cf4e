import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow">
      <section className="not-found" aria-labelledby="not-found-title" data-testid="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('not_found_title')}</h1>
        <p>{t('not_found_text')}</p>
        <Link to="/" className="button button--primary">
          {t('common_back_home')}
        </Link>
      </section>
    </div>
  );
}
