import { GAME_CATEGORIES, type VipLevel } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { useMoney } from '../../contracts/use-money';
import { CATEGORY_META } from '../../games/categories';
import { cashbackKind, levelRates, rateText } from '../vip-words';

/**
 * Every level of the brand with what reaches it and what it pays (issue 15: "a VIP page with levels
 * and benefits"): the thresholds, the upgrade bonus, the rebate rate per category and the cash back.
 * A card per level: one column on a phone, a row of them on a desk; the member's own is marked.
 */
export function LevelList({ levels, current }: { levels: readonly VipLevel[]; current: number | null }) {
  return (
    <ol className="vip-levels" data-testid="vip-levels">
      {levels.map((level) => (
        <LevelCard key={level.level} level={level} current={level.level === current} />
      ))}
    </ol>
  );
}

function LevelCard({ level, current }: { level: VipLevel; current: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rates = levelRates(level, GAME_CATEGORIES);
  const cashback = cashbackKind(level);
  const asksNothing = level.minValidBet <= 0 && level.minDeposits <= 0;
  return (
    <li
      className={`vip-level ${current ? 'is-current' : ''}`}
      data-testid="vip-level"
      data-level={level.level}
      aria-current={current ? 'true' : undefined}
    >
      <header className="vip-level__head">
        <div>
          <h3 className="vip-level__name">{level.name}</h3>
          <p className="vip-level__number">{t('vip_level_number', { level: formatCount(level.level) })}</p>
        </div>
        {current && <span className="promo-state promo-state--action">{t('vip_current')}</span>}
      </header>
      <dl className="vip-level__facts">
        <div className="vip-level__fact">
          <dt>{t('vip_needs')}</dt>
          <dd data-testid="vip-level-needs">
            {asksNothing ? (
              t('vip_needs_nothing')
            ) : (
              <>
                <span>{t('vip_needs_bet', { amount: money(level.minValidBet) })}</span>
                <span>{t('vip_needs_deposits', { amount: money(level.minDeposits) })}</span>
                {level.keepValidBet > 0 && (
                  <span data-testid="vip-level-keep">
                    {t('vip_needs_keep', { amount: money(level.keepValidBet) })}
                  </span>
                )}
              </>
            )}
          </dd>
        </div>
        <div className="vip-level__fact">
          <dt>{t('vip_upgrade_bonus')}</dt>
          <dd data-testid="vip-level-bonus">
            {level.upgradeBonus > 0 ? (
              <b className="vip-level__bonus">{money(level.upgradeBonus)}</b>
            ) : (
              t('vip_upgrade_bonus_none')
            )}
          </dd>
        </div>
        <div className="vip-level__fact">
          <dt>{t('vip_rebates')}</dt>
          <dd>
            {rates.length === 0 ? (
              t('vip_rebates_none')
            ) : (
              <ul className="vip-rates" data-testid="vip-level-rates">
                {rates.map((rate) => (
                  <li key={rate.category} className="vip-rate" data-category={rate.category}>
                    <span>{t(CATEGORY_META[rate.category].label)}</span> <b>{rateText(rate.rateBp)}</b>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="vip-level__fact">
          <dt>{t('vip_cashback')}</dt>
          <dd data-testid="vip-level-cashback">
            {cashback === 'none'
              ? t('vip_cashback_none')
              : cashback === 'rate'
                ? t('vip_cashback_rate', { rate: rateText(level.cashbackBp) })
                : t('vip_cashback_capped', {
                    rate: rateText(level.cashbackBp),
                    cap: money(level.cashbackCap ?? 0),
                  })}
          </dd>
        </div>
      </dl>
    </li>
  );
}
