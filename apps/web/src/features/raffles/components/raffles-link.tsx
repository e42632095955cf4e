import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOpenPath } from '../../../app/open-pages';
import { KindArt } from './kind-art';

/** The way to the lucky draws from the promotions page: the three kinds and a line about them. */
export function RafflesLink() {
  const { t } = useTranslation();
  if (!isOpenPath('/raffle')) return null;
  return (
    <Link to="/raffle" className="rf-promo-link" data-testid="raffles-link">
      <span className="rf-promo-link__art" aria-hidden="true">
        <KindArt kind="WHEEL" />
        <KindArt kind="RED_ENVELOPE" />
        <KindArt kind="EGG" />
      </span>
      <span className="rf-promo-link__words">
        <strong>{t('raf_promo_link_title')}</strong>
        <small>{t('raf_promo_link_text')}</small>
      </span>
      <span className="rf-promo-link__arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
