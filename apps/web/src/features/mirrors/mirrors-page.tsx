import { useTranslation } from 'react-i18next';
import { CheckIcon, ShieldIcon, WarningIcon } from '../../components/icons';
import { useSite } from '../site/use-site';
import { mirrorLinks } from './mirror-links';
import './mirrors.css';

/**
 * /mirrors (spec §2.1): "verify representative" (whether the address in the bar is one of the
 * brand's), the official mirror list (every domain that serves the brand, each a link), and the
 * hint to try a mirror when one is blocked and to bookmark a safe domain.
 */
export function MirrorsPage() {
  const { t } = useTranslation();
  const { brand, domainRoute } = useSite().info;
  const links = mirrorLinks(domainRoute, brand.merchantCode, window.location);
  const official = links.some((link) => link.current);
  return (
    <div className="container mirrors-page" data-testid="mirrors-page">
      <h1 className="mirrors-page__title">{t('mirrors_title')}</h1>
      <section
        className={`mirrors-verify ${official ? 'is-official' : 'is-unknown'}`}
        aria-labelledby="mirrors-verify-title"
        data-testid="mirrors-verify"
      >
        <span className="mirrors-verify__icon" aria-hidden="true">
          {official ? <ShieldIcon /> : <WarningIcon />}
        </span>
        <div>
          <h2 id="mirrors-verify-title">{t('mirrors_verify_title')}</h2>
          <p>
            {official
              ? t('mirrors_verify_ok', { domain: window.location.hostname, brand: brand.name })
              : t('mirrors_verify_unknown', { domain: window.location.hostname, brand: brand.name })}
          </p>
        </div>
      </section>
      <section aria-labelledby="mirrors-list-title">
        <h2 id="mirrors-list-title" className="mirrors-page__heading">
          {t('mirrors_list_title')}
        </h2>
        <ul className="mirrors-list" data-testid="mirrors-list">
          {links.map((link) => (
            <li key={link.domain} className="mirrors-list__item" data-testid="mirror">
              <a href={link.href} rel="noopener" className="mirrors-list__link">
                <CheckIcon aria-hidden="true" />
                <span className="mirrors-list__domain">{link.domain}</span>
              </a>
              {link.main && <span className="mirrors-list__tag">{t('mirrors_main')}</span>}
              {link.current && <span className="mirrors-list__tag is-current">{t('mirrors_current')}</span>}
            </li>
          ))}
        </ul>
      </section>
      <p className="mirrors-page__hint" data-testid="mirrors-hint">
        {t('mirrors_hint')}
      </p>
    </div>
  );
}
