import type { GameCard as Game } from '@tessera/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleFavourite, useFavourite } from '../favourites-store';
import { useLaunchGame } from '../use-launch-game';
import { useVendorName } from '../vendor-lanes-store';
import { GameArt } from './game-art';
import { HeartIcon, PlayIcon, WrenchIcon } from './games-icons';

/**
 * A game in a list (spec §2.5 "game list item card"): picture, name, vendor, start button and the
 * favourite heart; a game under maintenance says so. Clicking the picture starts the game too.
 * Used by the lobby's grids and the home page.
 */
export const GameCard = memo(function GameCard({
  game,
  className,
  eager = false,
}: {
  game: Game;
  className?: string;
  /** One of the first cards a page shows: its picture loads at once, first (decision 0055). */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const { launch } = useLaunchGame();
  const vendorName = useVendorName(game.vassalage);
  const play = () => void launch({ kind: 'game', game });

  return (
    <article
      className={`game-card ${game.maintenance ? 'is-maintenance' : ''} ${className ?? ''}`}
      data-testid="game-card"
      data-node-id={game.nodeId}
    >
      <div className="game-card__art" onClick={play}>
        <GameArt name={game.gameName} vendor={game.vassalage} iconPath={game.iconUrl} eager={eager} />
        <span className="game-card__hover" aria-hidden="true">
          <PlayIcon />
        </span>
        {game.maintenance && (
          <span className="game-card__flag" data-testid="game-maintenance">
            <WrenchIcon />
            {t('games_maintenance')}
          </span>
        )}
      </div>
      <FavouriteButton game={game} />
      <div className="game-card__info">
        <div className="game-card__text">
          <h3 className="game-card__name" title={game.gameName}>
            {game.gameName}
          </h3>
          <p className="game-card__vendor" title={vendorName}>
            {vendorName}
          </p>
        </div>
        <button
          type="button"
          className="game-card__start"
          onClick={play}
          aria-label={t('games_start_named', { name: game.gameName })}
          data-testid="game-start"
        >
          <PlayIcon />
          <span>{t('games_start')}</span>
        </button>
      </div>
    </article>
  );
});

function FavouriteButton({ game }: { game: Game }) {
  const { t } = useTranslation();
  const { favourite, busy } = useFavourite(game.nodeId);
  return (
    <button
      type="button"
      className={`game-card__heart ${favourite ? 'is-on' : ''}`}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'games_favourite_remove' : 'games_favourite_add', { name: game.gameName })}
      title={t(favourite ? 'games_favourite_remove' : 'games_favourite_add', { name: game.gameName })}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void toggleFavourite(game)}
      data-testid="game-favourite"
    >
      <HeartIcon filled={favourite} />
    </button>
  );
}

/** The shape of a card while its page is on its way. */
export const GameCardSkeleton = memo(function GameCardSkeleton() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true">
      <span className="game-card__art shimmer" />
      <span className="game-card__info">
        <span className="game-card__text">
          <span className="skeleton__line" style={{ inlineSize: '80%' }} />
          <span className="skeleton__line" style={{ inlineSize: '45%' }} />
        </span>
      </span>
    </div>
  );
});
