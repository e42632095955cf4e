import type { VipLevel, VipStanding } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useUnbrokenMoney } from '../../contracts/use-money';
import { CrownIcon } from '../vip-icons';
import { dayText, keepLine, nextLevelProgress, type ProgressLine } from '../vip-words';

/**
 * The member's standing (issue 15): the level's label, a fall by the keep rule when there was one,
 * what keeps the level this month, and toward the next level a bar for the valid bet and one for
 * the deposits, each with what it asks, then what is left in one sentence (a level held before is
 * regained by this month's bets instead).
 */
export function StandingCard({ standing, levels }: { standing: VipStanding; levels: readonly VipLevel[] }) {
  const { t, i18n } = useTranslation();
  const money = useUnbrokenMoney();
  const progress = nextLevelProgress(standing, levels);
  const titleId = useUniqueId();
  const keep = standing.keep && keepLine(standing.keep.thisMonth, standing.keep.validBet);
  const regain = progress?.regain;
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
      {standing.dropped && (
        <p className="vip-standing__dropped" data-testid="vip-dropped">
          {t('vip_dropped', {
            name: standing.dropped.fromName,
            date: dayText(standing.dropped.at.slice(0, 10), i18n.language),
          })}
        </p>
      )}
      {keep && (
        <div className="vip-standing__progress" data-testid="vip-keep">
          <ProgressRow label={t('vip_keep_label')} line={keep} testId="vip-keep-bet" />
          <p className="vip-standing__note">
            {keep.left > 0
              ? t('vip_keep_left', { bet: money(keep.left), name: standing.vipLabelName })
              : t('vip_keep_done', { name: standing.vipLabelName })}
          </p>
        </div>
      )}
      {progress && regain ? (
        <div className="vip-standing__progress">
          <p className="vip-standing__next">{t('vip_next', { name: progress.name })}</p>
          <ProgressRow label={t('vip_this_month')} line={regain} testId="vip-regain-bet" />
          <p className="vip-standing__left" data-testid="vip-left">
            {regain.left > 0
              ? t('vip_regain_left', { bet: money(regain.left), name: progress.name })
              : t('vip_left_none', { name: progress.name })}
          </p>
        </div>
      ) : progress ? (
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
