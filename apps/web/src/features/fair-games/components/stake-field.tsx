import { toMajor } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { formatAmount, formatBalance } from '../../wallet/balance-format';
import { doubleStake, halveStake, type StakeProblem, stakeBounds } from '../stake-rules';
import type { GameMoney } from '../use-game-money';
import { DepositButton } from './deposit-button';

/**
 * The stake: typed in the brand's currency, with ×½ and ×2, the wallet it comes from, and what is
 * wrong with it in words (not enough money comes with a way to deposit).
 */
export function StakeField({
  value,
  onChange,
  money,
  problem,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  money: GameMoney;
  problem: StakeProblem | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useUniqueId();
  const bounds = stakeBounds(money.scale);
  return (
    <div className={`field stake-field ${problem ? 'field--invalid' : ''}`}>
      <div className="stake-field__head">
        <label className="field__label" htmlFor={id}>
          {t('seamless_stake')}
        </label>
        {money.available !== null && (
          <span className="stake-field__balance" data-testid="fair-available">
            {formatBalance(money.available, money.symbol, money.scale)}
          </span>
        )}
      </div>
      <div className="stake-field__row">
        <div className="stake-field__control">
          <span className="stake-field__symbol" aria-hidden="true">
            {money.symbol}
          </span>
          <input
            id={id}
            className="field__input stake-field__input"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-hint`}
            data-testid="fair-stake"
          />
        </div>
        <button
          type="button"
          className="stake-field__step"
          onClick={() => onChange(halveStake(value, money.scale))}
          disabled={disabled}
          aria-label={t('seamless_stake_half')}
          title={t('seamless_stake_half')}
        >
          ½
        </button>
        <button
          type="button"
          className="stake-field__step"
          onClick={() => onChange(doubleStake(value, money.scale))}
          disabled={disabled}
          aria-label={t('seamless_stake_double')}
          title={t('seamless_stake_double')}
        >
          2×
        </button>
      </div>
      {problem ? (
        <div className="stake-field__problem" id={`${id}-hint`}>
          <span className="field__error">{t(problem.key, problem.params)}</span>
          {problem.key === 'seamless_stake_balance' && <DepositButton />}
        </div>
      ) : (
        <span className="field__hint" id={`${id}-hint`}>
          {t('seamless_stake_hint', {
            min: formatAmount(toMajor(bounds.min, money.scale), money.scale),
            max: formatAmount(toMajor(bounds.max, money.scale), money.scale),
          })}
        </span>
      )}
    </div>
  );
}
