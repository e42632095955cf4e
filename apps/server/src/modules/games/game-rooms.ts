import { type GameRoom, type TranslatedLanguage, toMajor } from '@tessera/contracts';
import type { GameCatalog } from './catalog.service.js';
import { type CardView, toCard } from './game-cards.js';

/**
 * Player-versus-player rooms (GLS2_roomList), derived rather than stored: every listed PVP game has
 * four rooms whose minimum bet is the game's minimum bet times the level's factor. Room ids are
 * `<nodeId>-<level>`, stable as long as the game is.
 */
export const ROOM_LEVELS = [
  { level: 1, factor: 1n, EN: 'Beginner', BN: 'শিক্ষানবিশ' },
  { level: 2, factor: 10n, EN: 'Regular', BN: 'নিয়মিত' },
  { level: 3, factor: 50n, EN: 'Pro', BN: 'প্রো' },
  { level: 4, factor: 200n, EN: 'VIP', BN: 'ভিআইপি' },
] as const;

/** More than the demo's PVP games; a real catalog would page this. */
const MAX_PVP_GAMES = 500;

export async function listRooms(
  catalog: GameCatalog,
  merchantId: number,
  query: { vassalage?: string; gameCode?: string },
  view: CardView,
  catalogue: TranslatedLanguage,
): Promise<GameRoom[]> {
  const filter = await catalog.baseFilter(merchantId, { gameType: 'PVP', vassalage: query.vassalage });
  if (query.gameCode) filter.gameCode = query.gameCode;
  const games = await catalog.listed(filter, MAX_PVP_GAMES);
  return games.flatMap((row) => {
    const game = toCard(row, view);
    return ROOM_LEVELS.map((room) => ({
      roomId: `${row.id}-${room.level}`,
      level: room.level,
      roomName: room[catalogue],
      minBet: toMajor(row.min_bet * room.factor, view.scale),
      game,
    }));
  });
}
