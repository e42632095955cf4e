import { type ReactNode, type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { isApiError } from '../../../lib/api/api-error';
import type { GameFeed } from '../use-game-feed';
import { useWindowedGrid } from '../use-windowed-grid';
import { GameCard, GameCardSkeleton } from './game-card';
import { SearchIcon } from './games-icons';

/** Card sizes: CSS reads the same numbers through the custom properties set below. */
const GRID = { minItemWidth: 165, gap: 14, maxColumns: 8, infoHeight: 66, artRatio: 0.8, overscan: 2 };
const COMPACT = { ...GRID, minItemWidth: 140, gap: 10 };

/**
 * The virtualised game grid: however long the list (10,000 games), only the rows on screen and a
 * couple around them are in the page; pages load as they come into view. Loading, failure and
 * empty states included.
 */
export function GameGrid({
  feed,
  empty,
  scroller,
  compact = false,
  testId = 'game-grid',
}: {
  feed: GameFeed;
  /** What an empty list says (no games match, no favourites yet). */
  empty: ReactNode;
  /** The element that scrolls, inside a popup; the window otherwise. */
  scroller?: RefObject<HTMLElement | null>;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const options = compact ? COMPACT : GRID;
  const grid = useWindowedGrid(feed.count, options, scroller);
  const { start, end } = grid;
  const { showRange } = feed;

  useEffect(() => {
    if (end > start) showRange(start, end);
  }, [showRange, start, end]);

  if (feed.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(feed.error) ? feed.error.message : t('common_load_failed')}
        onRetry={feed.retry}
      />
    );
  }

  const style = {
    '--grid-gap': `${options.gap}px`,
    '--grid-min': `${options.minItemWidth}px`,
    '--card-info': `${options.infoHeight}px`,
    '--art-ratio': options.artRatio,
  } as React.CSSProperties;

  if (feed.phase === 'loading') {
    return (
      <div
        className="game-grid game-grid--loading"
        style={style}
        role="status"
        aria-label={t('common_loading')}
      >
        {Array.from({ length: compact ? 6 : 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (feed.count === 0) {
    return (
      <div className="games-empty" data-testid={`${testId}-empty`}>
        <SearchIcon className="games-empty__icon" />
        <p>{empty}</p>
      </div>
    );
  }

  const cells: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const game = feed.itemAt(index);
    cells.push(
      game ? <GameCard key={`${index}:${game.nodeId}`} game={game} /> : <GameCardSkeleton key={`${index}`} />,
    );
  }

  return (
    <>
      <div
        ref={grid.ref}
        className="game-grid-window"
        style={{ ...style, blockSize: grid.height }}
        data-testid={testId}
        data-count={feed.count}
      >
        <div
          className="game-grid"
          style={{
            transform: `translateY(${grid.offset}px)`,
            gridTemplateColumns: `repeat(${grid.layout.columns}, minmax(0, 1fr))`,
            gridAutoRows: `${grid.layout.itemHeight}px`,
          }}
        >
          {cells}
        </div>
      </div>
      {feed.partlyFailed && (
        <div className="game-grid__failed" role="alert">
          <span>{t('games_some_failed')}</span>
          <button type="button" className="button button--ghost button--small" onClick={feed.retry}>
            {t('common_retry')}
          </button>
        </div>
      )}
    </>
  );
}
