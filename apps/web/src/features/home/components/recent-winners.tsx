import { RANK_LIST_LIMIT, type Winner } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { isApiError } from '../../../lib/api/api-error';
import type { Load } from '../../../lib/async/use-load';
import { useReducedMotion } from '../../../lib/media/use-reduced-motion';
import { GameArt } from '../../games/components/game-art';
import { TrophyIcon } from '../../member-centre/member-centre-icons';
import { useSite } from '../../site/use-site';
import { formatAmount } from '../../wallet/balance-format';
import { fetchRankList } from '../api/get-rank-list';
import { cachedForLanguage, cacheEarly, knownForLanguage } from '../session-cache';
import { winnerScrollSeconds, winnerTime } from '../winner-time';

/** Session-storage key of the winner board (spec §4: cached there, fresh on a language change). */
const WINNERS_KEY = 'winnerBoard';

const fetchWinners = (signal?: AbortSignal, language?: string) =>
  fetchRankList({ limitNum: RANK_LIST_LIMIT }, signal, language).then((value) => value.list);

export const loadWinners = (language: string, signal: AbortSignal) =>
  cachedForLanguage<Winner>(WINNERS_KEY, language, () => fetchWinners(signal));

/** The winner board at once when it is kept or has come early, else undefined. */
export const knownWinners = (language: string) => knownForLanguage<Winner>(WINNERS_KEY, language);

/** The winner board asked for as the site boots, in the language it is loading (decision 0055). */
export const fetchWinnersEarly = (language: string) =>
  cacheEarly<Winner>(WINNERS_KEY, language, () => fetchWinners(undefined, language));

/**
 * Recent winners (spec §2.5, label latest_winners): the brand's 20 biggest recent wins scrolling
 * slowly upwards (paused under the pointer or focus; still with reduced motion). `board` is loaded by
 * the home page (`loadWinners`).
 */
export function RecentWinners({ board }: { board: { state: Load<Winner[]>; retry: () => void } }) {
  const { t } = useTranslation();
  const { state, retry } = board;
  return (
    <section className="winners" aria-labelledby="winners-title" data-testid="recent-winners">
      <div className="home-section__head">
        <h2 id="winners-title" className="home-section__title">
          <TrophyIcon className="home-section__glyph" />
          {t('latest_winners')}
        </h2>
      </div>
      {(state.phase === 'loading' || state.phase === 'idle') && (
        <ul className="winners__list" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
            <li key={index} className="winner winner--skeleton shimmer" />
          ))}
        </ul>
      )}
      {state.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={retry}
        />
      )}
      {state.phase === 'ready' &&
        (state.value.length === 0 ? (
          <p className="winners__empty" data-testid="winners-empty">
            {t('home_winners_empty')}
          </p>
        ) : (
          <WinnerTicker winners={state.value} />
        ))}
    </section>
  );
}

function WinnerTicker({ winners }: { winners: Winner[] }) {
  const reduced = useReducedMotion();
  const moving = !reduced && winners.length > 4;
  const now = new Date();
  return (
    <div className={`winners__window ${moving ? 'is-moving' : ''}`}>
      <div
        className="winners__track"
        style={{ '--winners-duration': `${winnerScrollSeconds(winners.length)}s` } as React.CSSProperties}
      >
        <WinnerRows winners={winners} now={now} />
        {/* The second copy makes the loop seamless; readers get the list once. */}
        {moving && <WinnerRows winners={winners} now={now} hidden />}
      </div>
    </div>
  );
}

function WinnerRows({ winners, now, hidden = false }: { winners: Winner[]; now: Date; hidden?: boolean }) {
  const { t } = useTranslation();
  const { currencySymbol, currencyScale } = useSite().info.brand;
  return (
    <ul
      className="winners__list"
      aria-hidden={hidden || undefined}
      data-testid={hidden ? undefined : 'winner-list'}
    >
      {winners.map((winner, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the board has no ids and never reorders in place
        <li key={index} className="winner" data-testid={hidden ? undefined : 'winner'}>
          <span className="winner__art">
            <GameArt
              name={winner.vo.gameName}
              vendor={winner.vassalage}
              iconPath={winner.vo.iconUrl}
              variant="vendor"
            />
          </span>
          <span className="winner__who">
            <span className="winner__player">{winner.vo.customerName}</span>
            <span className="winner__game">{winner.vo.gameName}</span>
          </span>
          <span className="winner__prize">
            <span className="visually-hidden">{t('home_winner_prize')} </span>
            {`${currencySymbol} ${formatAmount(winner.vo.winAmount, currencyScale)}`}
            <time className="winner__time" dateTime={winner.wonAt}>
              {winnerTime(winner.wonAt, now)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
