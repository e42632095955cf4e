import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../site/use-site';
import { BrandMark } from './brand-mark';

/** The logo links home (spec §2.5). */
export function BrandLogo() {
  const { t } = useTranslation();
  const { brand } = useSite().info;
  return (
    <Link to="/" className="brand-logo" aria-label={t('nav_home_of', { brand: brand.name })}>
      <BrandMark className="brand-logo__mark" />
      <span className="brand-logo__name">{brand.name}</span>
    </Link>
  );
}
