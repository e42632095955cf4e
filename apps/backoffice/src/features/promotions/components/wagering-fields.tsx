import { GAME_CATEGORIES } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { CheckedField, type SectionProps } from './checked-field';

/**
 * What the bonus asks before it is the member's: the wagering multiple, which game categories
 * count toward it and at which percent, how long it lasts and the largest bet while it runs.
 */
export function WageringFields(props: SectionProps & { currency: string }) {
  const { t } = useTranslation();
  const { draft, set, error, disabled } = props;
  const wagering = draft.wagering.trim() !== '' && Number(draft.wagering) > 0;
  const anyWeight = Object.values(draft.weights).some((text) => text?.trim());
  return (
    <fieldset className="editor-section" disabled={disabled}>
      <legend>{t('promotions.sections.wagering')}</legend>
      <div className="grid-2">
        <CheckedField
          label={t('promotions.wagering')}
          hint={t('promotions.wageringHint')}
          error={error('wagering')}
        >
          {(control) => (
            <span className="input-suffix">
              <input
                {...control}
                name="wagering"
                inputMode="decimal"
                placeholder="0"
                value={draft.wagering}
                onChange={(e) => set('wagering', e.target.value)}
              />
              <span aria-hidden="true">×</span>
            </span>
          )}
        </CheckedField>
        {wagering && (
          <>
            <CheckedField
              label={t('promotions.bonusDays')}
              hint={t('promotions.bonusDaysHint')}
              error={error('bonusDays')}
            >
              {(control) => (
                <input
                  {...control}
                  name="bonusDays"
                  inputMode="numeric"
                  value={draft.bonusDays}
                  onChange={(e) => set('bonusDays', e.target.value.replace(/\D/gu, ''))}
                />
              )}
            </CheckedField>
            <CheckedField
              label={t('promotions.maxBet', { currency: props.currency })}
              hint={t('promotions.maxBetHint')}
              error={error('maxBet')}
            >
              {(control) => (
                <input
                  {...control}
                  name="maxBet"
                  inputMode="decimal"
                  value={draft.maxBet}
                  onChange={(e) => set('maxBet', e.target.value)}
                />
              )}
            </CheckedField>
          </>
        )}
      </div>
      {wagering && (
        <div className="field" data-testid="weights">
          <span className="label">{t('promotions.weights')}</span>
          <p className="field__hint">
            {anyWeight ? t('promotions.weightsSomeHint') : t('promotions.weightsHint')}
          </p>
          <div className="weights">
            {GAME_CATEGORIES.map((category) => {
              const text = draft.weights[category] ?? '';
              const bad = text.trim() !== '' && (!/^\d{1,3}$/u.test(text.trim()) || Number(text) > 100);
              return (
                <label key={category} className="weights__item">
                  <span>{t(`promotions.categories.${category}`)}</span>
                  <span className="input-suffix">
                    <input
                      name="weights"
                      data-category={category}
                      inputMode="numeric"
                      placeholder={anyWeight ? '0' : '100'}
                      aria-invalid={bad || undefined}
                      value={text}
                      onChange={(e) =>
                        set('weights', { ...draft.weights, [category]: e.target.value.replace(/\D/gu, '') })
                      }
                    />
                    <span aria-hidden="true">%</span>
                  </span>
                </label>
              );
            })}
          </div>
          {error('weights') && (
            <p className="field__error" data-testid="field-error">
              {error('weights')}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
