import type { Bonus } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../../../components/dialog-store';
import { formatCount, formatDateTime } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useMoney } from '../../contracts/use-money';
import { CATEGORY_META } from '../../games/categories';
import { useNow } from '../../withdraw/use-now';
import { postBonusForfeit } from '../api/post-bonus-forfeit';
import { timeLeft, wageredPercent } from '../bonus-time';
import { weightList } from '../rule-words';

/**
 * One bonus in bonusDetails (issue 15: "a member always sees what is left to wager"): its amount
 * and state, the turnover done and left as a bar, which games count and at what percent, the max
 * bet, the time left, its money movements, and the way to give it up.
 */
export function BonusCard({ bonus, onChanged }: { bonus: Bonus; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const wagering = bonus.state === 'WAGERING';
  const now = useNow(wagering && bonus.expiresAt !== null);
  const date = (iso: string) => formatDateTime(new Date(iso), i18n.language);
  const percent = wageredPercent(bonus.progress, bonus.required);
  const weights = weightList(bonus.weights);
  const left = wagering && bonus.expiresAt ? timeLeft(bonus.expiresAt, now) : null;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const forfeit = async () => {
    const confirmed = await askConfirm({
      title: t('promo_bd_forfeit_title'),
      message: t('promo_bd_forfeit_text', { amount: money(bonus.amount) }),
      confirmLabel: t('promo_bd_forfeit_confirm'),
      cancelLabel: t('promo_bd_keep'),
      tone: 'warning',
    });
    if (!confirmed) return;
    setBusy(true);
    setFailure(null);
    try {
      await postBonusForfeit(bonus.id);
      onChanged();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common_load_failed'));
      setBusy(false);
    }
  };

  return (
    <article className="bonus-card" data-testid="bonus-card" data-bonus={bonus.id} data-state={bonus.state}>
      <header className="bonus-card__head">
        <div>
          <h3 className="bonus-card__title">{bonus.title ?? t('promo_bd_staff_grant')}</h3>
          <p className="bonus-card__issued">{t('promo_bd_issued', { date: date(bonus.issuedAt) })}</p>
        </div>
        <div className="bonus-card__money">
          <strong className="bonus-card__amount" data-testid="bonus-amount">
            {money(bonus.amount)}
          </strong>
          <span
            className={`promo-state promo-state--${wagering ? 'progress' : bonus.state === 'CONVERTED' ? 'done' : 'quiet'}`}
            data-testid="bonus-state"
          >
            {t(`promo_bd_state_${bonus.state.toLowerCase()}`)}
          </span>
        </div>
      </header>

      <div className="bonus-card__wagering">
        <div
          className="wager-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('promo_bd_progress', {
            done: money(bonus.progress),
            required: money(bonus.required),
          })}
        >
          <span className="wager-bar__fill" style={{ inlineSize: `${percent}%` }} />
        </div>
        <p className="bonus-card__progress" data-testid="bonus-progress">
          <span>
            {t('promo_bd_progress', { done: money(bonus.progress), required: money(bonus.required) })}
          </span>
          <span className="bonus-card__percent">{formatCount(Math.floor(percent))}%</span>
        </p>
        <p className="bonus-card__remaining" data-testid="bonus-remaining">
          {bonus.state === 'WAGERING'
            ? t('promo_bd_remaining', { amount: money(bonus.remaining) })
            : bonus.state === 'CONVERTED'
              ? t('promo_bd_done')
              : t(bonus.state === 'EXPIRED' ? 'promo_bd_stopped_expired' : 'promo_bd_stopped_forfeited')}
        </p>
      </div>

      <div className="bonus-card__facts">
        <div className="bonus-card__fact">
          <span className="bonus-card__label">{t('promo_bd_counts')}</span>
          {weights.length === 0 ? (
            <span>{t('promo_bd_all_games')}</span>
          ) : (
            <ul className="bonus-card__weights" data-testid="bonus-weights">
              {weights.map(({ category, percent: share }) => (
                <li key={category} className="bonus-weight">
                  {t(CATEGORY_META[category].label)} <b>{formatCount(share)}%</b>
                </li>
              ))}
            </ul>
          )}
        </div>
        {bonus.maxBet !== null && (
          <p className="bonus-card__fact" data-testid="bonus-max-bet">
            {t('promo_bd_max_bet', { amount: money(bonus.maxBet) })}
          </p>
        )}
        <p className="bonus-card__fact" data-testid="bonus-expiry">
          {!wagering && bonus.endedAt
            ? t('promo_bd_ended', { date: date(bonus.endedAt) })
            : bonus.expiresAt
              ? `${t('promo_bd_expires', { date: date(bonus.expiresAt) })}${left ? ` · ${leftText(left, t)}` : ''}`
              : t('promo_bd_no_expiry')}
        </p>
      </div>

      {bonus.history.length > 0 && (
        <details className="bonus-card__history">
          <summary>{t('promo_bd_history')}</summary>
          <ul>
            {bonus.history.map((line) => (
              <li key={`${line.kind}-${line.at}`} className="bonus-history__line">
                <span>{t(`promo_bd_kind_${line.kind.toLowerCase()}`)}</span>
                <span className="bonus-history__amount">{money(line.amount)}</span>
                <time dateTime={line.at}>{date(line.at)}</time>
              </li>
            ))}
          </ul>
        </details>
      )}

      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      {wagering && (
        <button
          type="button"
          className="button button--ghost bonus-card__forfeit"
          onClick={() => void forfeit()}
          disabled={busy}
          data-testid="bonus-forfeit"
        >
          {t('promo_bd_forfeit')}
        </button>
      )}
    </article>
  );
}

function leftText(
  left: { days: number; hours: number; minutes: number },
  t: (key: string, params: Record<string, string>) => string,
) {
  return left.days > 0
    ? t('promo_bd_left_days', { days: formatCount(left.days), hours: formatCount(left.hours) })
    : t('promo_bd_left_hours', { hours: formatCount(left.hours), minutes: formatCount(left.minutes) });
}
