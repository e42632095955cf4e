import { GAME_CATEGORIES, type GameCategory } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './checked-field';

/** A rebate's or cash back's games: every category's play counts, or only the ones ticked. */
export function CategoryFields({ draft, set, error }: SectionProps) {
  const { t } = useTranslation();
  const toggle = (category: GameCategory, on: boolean) =>
    set('categories', on ? [...draft.categories, category] : draft.categories.filter((c) => c !== category));
  return (
    <div className="field" data-testid="categories">
      <span className="label">{t('promotions.categoriesLabel')}</span>
      <label className="check">
        <input
          type="checkbox"
          name="allCategories"
          checked={draft.allCategories}
          onChange={(e) => set('allCategories', e.target.checked)}
        />
        <span>{t('promotions.allCategories')}</span>
      </label>
      {!draft.allCategories && (
        <fieldset className="channel-checks" aria-label={t('promotions.categoriesLabel')}>
          {GAME_CATEGORIES.map((category) => (
            <label key={category} className="check">
              <input
                type="checkbox"
                name="categories"
                value={category}
                checked={draft.categories.includes(category)}
                onChange={(e) => toggle(category, e.target.checked)}
              />
              <span>{t(`promotions.categories.${category}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error('categories') && (
        <p className="field__error" data-testid="field-error">
          {error('categories')}
        </p>
      )}
    </div>
  );
}
