import type { Bonus } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';

/** The share of the turnover reached, 0–100 (a bonus without wagering is complete). */
export function wageringShare(progress: number, required: number): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((progress / required) * 100)));
}

/** Turnover reached against required, as a bar and in figures. */
export function WageringBar({ bonus, money }: { bonus: Bonus; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const share = wageringShare(bonus.progress, bonus.required);
  return (
    <span className="wager" data-testid="wagering">
      <span
        className="wager__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-label={t('bonuses.wagering')}
      >
        <span className={`wager__fill${share >= 100 ? ' is-done' : ''}`} style={{ width: `${share}%` }} />
      </span>
      <span className="wager__text num small">
        {bonus.required > 0
          ? t('bonuses.progress', { progress: money(bonus.progress), required: money(bonus.required), share })
          : t('bonuses.noWagering')}
      </span>
    </span>
  );
}
