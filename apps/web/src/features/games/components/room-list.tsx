import type { GameCard, GameRoom } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { useStore } from '../../../lib/store/create-store';
import { languageStore } from '../../site/language';
import { useSite } from '../../site/use-site';
import { formatBalance } from '../../wallet/balance-format';
import { fetchRoomList } from '../api/get-room-list';
import { matchesName } from '../name-match';
import { useLaunchGame } from '../use-launch-game';
import { useVendorName } from '../vendor-lanes-store';
import { GameArt } from './game-art';
import { DoorIcon, SearchIcon } from './games-icons';

/** Rooms grouped under their game, in the order the server lists them. */
function byGame(rooms: readonly GameRoom[]): { game: GameCard; rooms: GameRoom[] }[] {
  const groups = new Map<number, { game: GameCard; rooms: GameRoom[] }>();
  for (const room of rooms) {
    const group = groups.get(room.game.nodeId) ?? { game: room.game, rooms: [] };
    group.rooms.push(room);
    groups.set(room.game.nodeId, group);
  }
  return [...groups.values()];
}

/**
 * Player-versus-player rooms (GLS2_roomList): each game's four stake levels; a room starts its
 * game like any card (login, trial and maintenance rules included).
 */
export function RoomList({ vassalage, search }: { vassalage: string; search: string }) {
  const { t } = useTranslation();
  const language = useStore(languageStore);
  const { state, retry } = useLoad(`rooms:${language}:${vassalage}`, (signal) =>
    fetchRoomList({ vassalage: vassalage || undefined, language: language ?? undefined }, signal),
  );
  const groups = useMemo(
    () =>
      state.phase === 'ready'
        ? byGame(state.value.list).filter((group) => matchesName(group.game.gameName, search))
        : [],
    [state, search],
  );

  if (state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={retry}
      />
    );
  }
  if (state.phase !== 'ready') return <Skeleton lines={6} className="rooms__skeleton" />;
  if (groups.length === 0) {
    return (
      <div className="games-empty" data-testid="rooms-empty">
        <SearchIcon className="games-empty__icon" />
        <p>{search.trim() ? t('games_no_match', { search: search.trim() }) : t('games_no_rooms')}</p>
      </div>
    );
  }
  return (
    <ul className="rooms" data-testid="room-list">
      {groups.map((group) => (
        <RoomGroup key={group.game.nodeId} game={group.game} rooms={group.rooms} />
      ))}
    </ul>
  );
}

function RoomGroup({ game, rooms }: { game: GameCard; rooms: GameRoom[] }) {
  const { t } = useTranslation();
  const { launch } = useLaunchGame();
  const vendorName = useVendorName(game.vassalage);
  const { currencySymbol, currencyScale } = useSite().info.brand;
  return (
    <li className="rooms__game">
      <div className="rooms__who">
        <GameArt name={game.gameName} vendor={game.vassalage} iconPath={game.iconUrl} variant="vendor" />
        <div>
          <h3 className="rooms__name">{game.gameName}</h3>
          <p className="rooms__vendor">{vendorName}</p>
        </div>
      </div>
      <div className="rooms__levels">
        {rooms.map((room) => (
          <button
            key={room.roomId}
            type="button"
            className={`rooms__room rooms__room--${room.level}`}
            onClick={() => void launch({ kind: 'game', game })}
            data-testid="room"
          >
            <DoorIcon />
            <span className="rooms__room-name">{room.roomName}</span>
            <span className="rooms__room-bet">
              {t('games_room_min', { amount: formatBalance(room.minBet, currencySymbol, currencyScale) })}
            </span>
          </button>
        ))}
      </div>
    </li>
  );
}
