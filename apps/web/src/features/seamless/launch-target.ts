import { FAIR_GAME_CODES, type FairGame } from '@tessera/contracts';

/** A game reference the launch call accepts (spec §2.1: `?nodeId=`, or `?vassalage=&gameCode=`). */
export type GameRef = { nodeId: number } | { vassalage: string; gameCode: string };

/** The in-house vendor and its catalog codes of the five games (decision 0011). */
export const IN_HOUSE_VENDOR = 'BGS';
export const IN_HOUSE_CODES: Readonly<Record<FairGame, string>> = {
  dice: 'DICE',
  mines: 'MINES',
  plinko: 'PLINKO',
  keno: 'KENO',
  slot: 'SLOT5',
};

/** The launch reference of an in-house game. */
export const inHouseRef = (game: FairGame): GameRef => ({
  vassalage: IN_HOUSE_VENDOR,
  gameCode: IN_HOUSE_CODES[game],
});

/** The page address that launches an in-house game (the games' switcher). */
export const inHousePath = (game: FairGame): string =>
  `/seamless?vassalage=${IN_HOUSE_VENDOR}&gameCode=${IN_HOUSE_CODES[game]}`;

const MAX_NODE_ID = 2_147_483_647;

export function isFairGame(value: unknown): value is FairGame {
  return typeof value === 'string' && (FAIR_GAME_CODES as readonly string[]).includes(value);
}

/**
 * The game /seamless was asked to open, from its query: `?nodeId=`, `?vassalage=&gameCode=`, or
 * the address a launch answers for an in-house game (`?game=dice`). A node id wins, as on the
 * server. Null when the query names no game.
 */
export function gameRefOf(search: URLSearchParams): GameRef | null {
  const nodeText = search.get('nodeId')?.trim() ?? '';
  if (nodeText !== '') {
    const nodeId = /^\d{1,10}$/u.test(nodeText) ? Number(nodeText) : Number.NaN;
    return nodeId >= 1 && nodeId <= MAX_NODE_ID ? { nodeId } : null;
  }
  const vassalage = search.get('vassalage')?.trim() ?? '';
  const gameCode = search.get('gameCode')?.trim() ?? '';
  if (vassalage !== '' && gameCode !== '') return { vassalage, gameCode };
  const game = search.get('game');
  return isFairGame(game) ? inHouseRef(game) : null;
}

/** The in-house game an answered `gameUrl` names (`/seamless?game=dice…`), or null. */
export function fairGameOfUrl(gameUrl: string): FairGame | null {
  try {
    const game = new URL(gameUrl, 'http://site.invalid').searchParams.get('game');
    return isFairGame(game) ? game : null;
  } catch {
    return null;
  }
}
