import type { VipLevel, VipStanding } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useMoney } from '../../contracts/use-money';
import { CrownIcon } from '../vip-icons';
import { nextLevelProgress, type ProgressLine } from '../vip-words';

/**
 * The member's standing (issue 15): the level's label, and toward the next level a bar for the
 * valid bet and one for the deposits, each with what it asks, then what is left in one sentence.
 */
export function StandingCard({ standing, levels }: { standing: VipStanding; levels: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const money = useUnbrokenMoney();
  const progress = nextLevelProgress(standing, levels);
  const titleId = useUniqueId();
  return (
    <section
      className="vip-standing"
      data-testid="vip-standing"
      data-level={standing.vipRankLevel}
      aria-labelledby={titleId}
    >
      <div className="vip-standing__head">
        <span className="vip-standing__crown" aria-hidden="true">
          <CrownIcon />
        </span>
        <div>
          <p className="vip-standing__eyebrow">{t('vip_your_level')}</p>
          <h2 className="vip-standing__name" id={titleId} data-testid="vip-standing-name">
            {standing.vipLabelName}
          </h2>
          <p className="vip-standing__level">
            {t('vip_level_number', { level: formatCount(standing.vipRankLevel) })}
          </p>
        </div>
      </div>
      {progress ? (
        <div className="vip-standing__progress">
          <p className="vip-standing__next">{t('vip_next', { name: progress.name })}</p>
          <ProgressRow label={t('vip_valid_bet')} line={progress.validBet} testId="vip-progress-bet" />
          <ProgressRow label={t('vip_deposits')} line={progress.deposits} testId="vip-progress-deposits" />
          <p className="vip-standing__left" data-testid="vip-left">
            {progress.left === 'both'
              ? t('vip_left_both', {
                  bet: money(progress.validBet.left),
                  deposits: money(progress.deposits.left),
                  name: progress.name,
                })
              : progress.left === 'validBet'
                ? t('vip_left_bet', { bet: money(progress.validBet.left), name: progress.name })
                : progress.left === 'deposits'
                  ? t('vip_left_deposits', { deposits: money(progress.deposits.left), name: progress.name })
                  : t('vip_left_none', { name: progress.name })}
          </p>
          <p className="vip-standing__note">{t('vip_counts_note')}</p>
        </div>
      ) : (
        <p className="vip-standing__left" data-testid="vip-top">
          {t('vip_top')}
        </p>
      )}
    </section>
  );
}

function ProgressRow({ label, line, testId }: { label: string; line: ProgressLine; testId: string }) {
  const { t } = useTranslation();
  const money = useUnbrokenMoney();
  const of = t('vip_progress_of', { have: money(line.have), target: money(line.target) });
  return (
    <div className="vip-progress" data-testid={testId} data-percent={line.percent}>
      <div className="vip-progress__labels">
        <span className="vip-progress__label">{label}</span>
        <span className="vip-progress__figures">
          {of} · <b>{formatCount(line.percent)}%</b>
        </span>
      </div>
      <div
        className="wager-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={line.percent}
        aria-label={`${label}: ${of}`}
      >
        <span className="wager-bar__fill" style={{ inlineSize: `${line.percent}%` }} />
      </div>
    </div>
  );
}

/** Amounts inside sentences keep their symbol beside their digits when the line wraps. */
function useUnbrokenMoney(): (amount: number) => string {
  const money = useMoney();
  return (amount) => money(amount).replace(/ /gu, '\u00a0');
}
