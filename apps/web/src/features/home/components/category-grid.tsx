import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationKey } from '../../../i18n/i18n';
import { CATEGORY_GLYPHS } from './category-glyphs';

/** The product's game categories (spec §1) with their section label keys (spec §2.5). */
const CATEGORIES: readonly { path: keyof typeof CATEGORY_GLYPHS; label: TranslationKey; hue: number }[] = [
  { path: 'live', label: 'hd_live_casino', hue: 268 },
  { path: 'rng', label: 'con_rng', hue: 330 },
  { path: 'sports', label: 'con_sports', hue: 150 },
  { path: 'lott', label: 'con_lott', hue: 40 },
  { path: 'fish', label: 'con_fish', hue: 195 },
  { path: 'pvp', label: 'con_pvp', hue: 0 },
  { path: 'esports', label: 'compete_game', hue: 220 },
  { path: 'cockfight', label: 'in_cockfight_nav', hue: 20 },
];

/** Category tiles, each marked as opening soon: no game is listed before it can be played. */
export function CategoryGrid() {
  const { t } = useTranslation();
  return (
    <ul className="category-grid">
      {CATEGORIES.map((category) => (
        <li key={category.path}>
          <Link
            to={`/${category.path}`}
            className="category-tile"
            style={{ '--tile-hue': category.hue } as React.CSSProperties}
          >
            <span className="category-tile__glyph" aria-hidden="true">
              {CATEGORY_GLYPHS[category.path]}
            </span>
            <span className="category-tile__name">{t(category.label)}</span>
            <span className="category-tile__soon">{t('home_soon')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
