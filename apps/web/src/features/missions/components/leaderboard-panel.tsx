import type { LeaderboardRow } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState } from '../../../components/list-states';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { useSite } from '../../site/use-site';
import {
  fetchMissionLeaderboard,
  type LeaderboardPeriodChoice,
  type MissionLeaderboard,
} from '../api/get-mission-leaderboard';
import { PodiumIcon, StarIcon } from '../mission-icons';
import {
  myRank,
  periodText,
  podiumOrder,
  prizeRanges,
  rowsBelowPodium,
  wholeCount,
  wholeMoney,
} from '../mission-words';
import { useNow } from '../use-now';
import { Countdown } from './countdown';

const PERIOD_TITLE = { DAILY: 'ms_lb_daily', WEEKLY: 'ms_lb_weekly', MONTHLY: 'ms_lb_monthly' } as const;

/**
 * The Leaderboard tab: the current (or the previous) period with the time left, the podium of the
 * top three and the ranks below, the member's own rank pinned above them, and the prizes. A brand
 * whose leaderboard is switched off shows a friendly word instead.
 */
export function LeaderboardPanel({ memberId, language }: { memberId: number; language: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<LeaderboardPeriodChoice>('CURRENT');
  const board = useLoad(`${memberId}:${language}:${period}`, (signal) =>
    fetchMissionLeaderboard(period, signal),
  );

  return (
    <div className="ms-board" data-testid="ms-board" data-period={period}>
      {/* A switched-off board has no periods to choose between. */}
      {(board.state.phase !== 'ready' || board.state.value.enabled) && (
        <fieldset className="period-chips ms-board__switch">
          <legend className="visually-hidden">{t('ms_lb_period_label')}</legend>
          {(['CURRENT', 'PREVIOUS'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className="period-chip"
              aria-pressed={period === choice}
              onClick={() => setPeriod(choice)}
              data-testid={`ms-lb-${choice.toLowerCase()}`}
            >
              {choice === 'CURRENT' ? t('ms_lb_current') : t('ms_lb_previous')}
            </button>
          ))}
        </fieldset>
      )}
      {board.state.phase === 'failed' ? (
        <ErrorPanel
          message={isApiError(board.state.error) ? board.state.error.message : t('common_load_failed')}
          onRetry={board.retry}
        />
      ) : board.state.phase !== 'ready' ? (
        <BoardSkeleton />
      ) : !board.state.value.enabled ? (
        <EmptyState icon={<PodiumIcon />} testId="ms-lb-off">
          <strong className="ms-empty__title">{t('ms_lb_off_title')}</strong>
          <span className="ms-empty__text">{t('ms_lb_off_text')}</span>
        </EmptyState>
      ) : (
        <Board board={board.state.value} period={period} language={language} />
      )}
    </div>
  );
}

function useMoneyText(): (amount: number) => string {
  const { currencyScale, currencySymbol } = useSite().info.brand;
  return (amount) => wholeMoney(amount, currencySymbol, currencyScale);
}

function Board({
  board,
  period,
  language,
}: {
  board: MissionLeaderboard;
  period: LeaderboardPeriodChoice;
  language: string;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const money = useMoneyText();
  const podium = podiumOrder(board.list);
  const below = podium.length > 0 ? rowsBelowPodium(board.list) : board.list;
  const ranges = prizeRanges(board.prizes);
  const mine = myRank(board.me, board.rankShown);
  const [revealed, setRevealed] = useState(false);
  // The podium rises once per board shown (not at every tick of the countdown).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setRevealed(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <>
      <header className="ms-board__head" data-testid="ms-lb-head">
        <img className="ms-board__trophy" src="/images/missions/trophy.svg" alt="" width={64} height={64} />
        <div className="ms-board__titles">
          <h4 className="ms-board__title">{t(PERIOD_TITLE[board.periodType])}</h4>
          <p className="ms-board__dates" data-testid="ms-lb-dates">
            {periodText(board.start, board.end, language)}
          </p>
          <p className="ms-board__status">
            {period === 'CURRENT' ? (
              <Countdown end={board.end} now={now} className="ms-countdown--strong" />
            ) : board.settled ? (
              <span className="ms-paid" data-testid="ms-lb-paid">
                {t('ms_lb_paid')}
              </span>
            ) : board.list.length === 0 ? (
              <span className="ms-paying" data-testid="ms-lb-ended">
                {t('ms_ended')}
              </span>
            ) : (
              <span className="ms-paying" data-testid="ms-lb-paying">
                {t('ms_lb_paying')}
              </span>
            )}
            <span className="ms-board__players">
              {t('ms_lb_participants', { players: wholeCount(board.participants) })}
            </span>
          </p>
        </div>
      </header>

      <div className="ms-me" data-testid="ms-lb-me" data-rank={board.me.rank ?? ''} data-kind={mine.kind}>
        <span className="ms-me__label">{t('ms_lb_your_rank')}</span>
        <strong className="ms-me__rank" data-testid="ms-lb-me-rank">
          {mine.kind === 'rank'
            ? t('ms_lb_rank', { rank: wholeCount(mine.rank) })
            : mine.kind === 'beyond'
              ? t('ms_lb_beyond', { rank: wholeCount(mine.shown) })
              : t('ms_lb_not_ranked')}
        </strong>
        <span className="ms-me__score" data-testid="ms-lb-me-score">
          <StarIcon aria-hidden="true" />
          {t('ms_lb_score', { score: wholeCount(board.me.score) })}
        </span>
        {board.me.prize !== null && board.me.prize > 0 && (
          <span className="ms-me__prize" data-testid="ms-lb-me-prize">
            {t('ms_lb_prize_is', { prize: money(board.me.prize) })}
          </span>
        )}
      </div>

      {board.list.length === 0 ? (
        <EmptyState icon={<PodiumIcon />} testId="ms-lb-empty">
          <strong className="ms-empty__title">
            {period === 'CURRENT' ? t('ms_lb_empty_title') : t('ms_lb_empty_previous')}
          </strong>
          {period === 'CURRENT' && <span className="ms-empty__text">{t('ms_lb_empty_text')}</span>}
        </EmptyState>
      ) : (
        <>
          {podium.length > 0 && (
            <ol className={`ms-podium ${revealed ? 'is-revealed' : ''}`} data-testid="ms-podium">
              {podium.map((row) => (
                <PodiumPlace key={row.rank} row={row} money={money} />
              ))}
            </ol>
          )}
          {below.length > 0 && (
            <ol className="ms-ranks" data-testid="ms-ranks">
              {below.map((row) => (
                <li
                  key={row.rank}
                  className={`ms-rank ${row.isMe ? 'is-me' : ''}`}
                  data-testid="ms-lb-row"
                  data-rank={row.rank}
                  data-me={row.isMe}
                >
                  <span className="ms-rank__place">{wholeCount(row.rank)}</span>
                  <span className="ms-rank__name">
                    {row.username}
                    {row.isMe && <span className="ms-you">{t('ms_lb_you')}</span>}
                  </span>
                  <span className="ms-rank__score">{wholeCount(row.score)}</span>
                  <span className="ms-rank__prize">
                    {row.prize !== null && row.prize > 0 ? money(row.prize) : '—'}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}

      {ranges.length > 0 && (
        <section className="ms-prizes" data-testid="ms-prizes">
          <h4 className="ms-prizes__heading">{t('ms_lb_prizes')}</h4>
          <table className="ms-prizes__table">
            <thead>
              <tr>
                <th scope="col">{t('ms_lb_col_rank')}</th>
                <th scope="col">{t('ms_lb_col_prize')}</th>
              </tr>
            </thead>
            <tbody>
              {ranges.map((range) => (
                <tr key={range.from} data-testid="ms-prize-row">
                  <td>
                    {range.from === range.to
                      ? t('ms_lb_rank', { rank: wholeCount(range.from) })
                      : t('ms_lb_rank_range', { from: wholeCount(range.from), to: wholeCount(range.to) })}
                  </td>
                  <td>{money(range.prize)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}

/** One of the top three: a medal with the rank, the name, the score and the prize on a step. */
function PodiumPlace({ row, money }: { row: LeaderboardRow; money: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <li
      className={`ms-place ms-place--${row.rank} ${row.isMe ? 'is-me' : ''}`}
      data-testid="ms-lb-row"
      data-rank={row.rank}
      data-me={row.isMe}
    >
      <span className="ms-place__medal">
        <span className="visually-hidden">{t('ms_lb_col_rank')} </span>
        {row.rank}
      </span>
      <span className="ms-place__name">{row.username}</span>
      {row.isMe && <span className="ms-you">{t('ms_lb_you')}</span>}
      <span className="ms-place__score">
        <StarIcon aria-hidden="true" />
        {wholeCount(row.score)}
      </span>
      <span className="ms-place__step">
        {row.prize !== null && row.prize > 0 ? (
          <span className="ms-place__prize">{money(row.prize)}</span>
        ) : null}
      </span>
    </li>
  );
}

/** Placeholder blocks in the shape of the board while it loads. */
function BoardSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="ms-board__loading"
      role="status"
      aria-label={t('common_loading')}
      data-testid="ms-lb-loading"
    >
      <span className="ms-skeleton ms-skeleton--head shimmer" />
      <span className="ms-skeleton ms-skeleton--me shimmer" />
      <div className="ms-skeleton--podium">
        <span className="shimmer" />
        <span className="shimmer" />
        <span className="shimmer" />
      </div>
      {[0, 1, 2, 3].map((index) => (
        <span key={index} className="ms-skeleton ms-skeleton--row shimmer" />
      ))}
    </div>
  );
}
