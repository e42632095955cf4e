import { RAFFLE_LIMITS, RAFFLE_PRIZE_TYPES, type RafflePrizeType } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { emptyPrize, type PrizeDraft, paysMoney } from '../raffle-form';
import { formatPercent } from '../raffle-words';

/**
 * The prize table being written: per row its label (in the language being written), what it pays
 * and how much, its whole weight and, as the weights stand, its chance; a bonus's turnover multiple.
 * Rows are added up to the contract's limit and removed down to its least.
 */
export function PrizeRows(props: {
  prizes: PrizeDraft[];
  chances: readonly number[] | null;
  language: string;
  currency: string;
  disabled: boolean;
  error: (field: string) => string | undefined;
  onChange: (prizes: PrizeDraft[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { prizes, language, disabled } = props;
  const change = (index: number, patch: Partial<PrizeDraft>) =>
    props.onChange(prizes.map((prize, i) => (i === index ? { ...prize, ...patch } : prize)));
  return (
    <div className="raffle-prizes" data-testid="raffle-prizes">
      <div className="raffle-prizes__head" aria-hidden="true">
        <span>{t('raffles.prize.label', { language })}</span>
        <span>{t('raffles.prize.type')}</span>
        <span>{t('raffles.prize.amount')}</span>
        <span>{t('raffles.prize.weight')}</span>
        <span>{t('raffles.prize.chance')}</span>
        <span />
      </div>
      {prizes.map((prize, index) => {
        const at = `prizes.${index}`;
        const problem = [
          props.error(`${at}.label`),
          props.error(`${at}.amount`),
          props.error(`${at}.weight`),
          props.error(`${at}.wagering`),
        ].filter(Boolean);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the table (the draw's index)
          <div key={index} className="raffle-prize" data-testid="raffle-prize-row" data-index={index}>
            <input
              className="raffle-prize__label"
              placeholder={t('raffles.prize.label', { language })}
              aria-label={t('raffles.prize.labelOf', { row: index + 1, language })}
              data-field={`${at}.label`}
              aria-invalid={props.error(`${at}.label`) ? true : undefined}
              value={prize.label[language] ?? ''}
              maxLength={RAFFLE_LIMITS.label}
              disabled={disabled}
              autoComplete="off"
              onChange={(e) => change(index, { label: { ...prize.label, [language]: e.target.value } })}
            />
            <select
              className="raffle-prize__type"
              aria-label={t('raffles.prize.typeOf', { row: index + 1 })}
              data-field={`${at}.type`}
              value={prize.type}
              disabled={disabled}
              onChange={(e) => {
                const type = e.target.value as RafflePrizeType;
                change(index, { type, amount: type === 'NOTHING' ? '' : prize.amount, wagering: '' });
              }}
            >
              {RAFFLE_PRIZE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`raffles.prizeTypes.${type}`)}
                </option>
              ))}
            </select>
            <span className="raffle-prize__amount">
              <input
                aria-label={t('raffles.prize.amountOf', { row: index + 1 })}
                data-field={`${at}.amount`}
                aria-invalid={props.error(`${at}.amount`) ? true : undefined}
                inputMode={paysMoney(prize.type) ? 'decimal' : 'numeric'}
                placeholder={
                  prize.type === 'NOTHING'
                    ? '–'
                    : paysMoney(prize.type)
                      ? props.currency
                      : t('raffles.prize.pointsUnit')
                }
                value={prize.amount}
                disabled={disabled || prize.type === 'NOTHING'}
                autoComplete="off"
                onChange={(e) => change(index, { amount: e.target.value })}
              />
              {prize.type === 'BONUS' && (
                <input
                  aria-label={t('raffles.prize.wageringOf', { row: index + 1 })}
                  data-field={`${at}.wagering`}
                  aria-invalid={props.error(`${at}.wagering`) ? true : undefined}
                  className="raffle-prize__wagering"
                  inputMode="decimal"
                  placeholder={t('raffles.prize.wageringPlaceholder')}
                  value={prize.wagering}
                  disabled={disabled}
                  autoComplete="off"
                  onChange={(e) => change(index, { wagering: e.target.value })}
                />
              )}
            </span>
            <input
              className="raffle-prize__weight"
              placeholder={t('raffles.prize.weight')}
              aria-label={t('raffles.prize.weightOf', { row: index + 1 })}
              data-field={`${at}.weight`}
              aria-invalid={props.error(`${at}.weight`) ? true : undefined}
              inputMode="numeric"
              value={prize.weight}
              disabled={disabled}
              autoComplete="off"
              onChange={(e) => change(index, { weight: e.target.value })}
            />
            <output className="raffle-prize__chance" data-testid="raffle-prize-chance">
              {props.chances ? formatPercent(props.chances[index] ?? 0, i18n.language) : '–'}
            </output>
            <button
              type="button"
              className="btn btn--icon btn--ghost raffle-prize__remove"
              aria-label={t('raffles.prize.remove', { row: index + 1 })}
              disabled={disabled || prizes.length <= RAFFLE_LIMITS.minPrizes}
              onClick={() => props.onChange(prizes.filter((_, i) => i !== index))}
            >
              <Icon name="trash" size={16} />
            </button>
            {problem.length > 0 && (
              <p className="field__error raffle-prize__error" data-testid="field-error">
                {problem.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="btn"
        disabled={disabled || prizes.length >= RAFFLE_LIMITS.maxPrizes}
        onClick={() => props.onChange([...prizes, emptyPrize()])}
        data-testid="raffle-add-prize"
      >
        <Icon name="plus" size={16} /> {t('raffles.prize.add')}
      </button>
    </div>
  );
}
