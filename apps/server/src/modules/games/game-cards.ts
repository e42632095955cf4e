import { type GameCard, type GameClassify, type GameType, toMajor } from '@tessera/contracts';
import { readJson } from '../../lib/json-column.js';
import type { GameRow } from './catalog.repo.js';

/** What a card depends on besides the game: the language asked for and the brand's currency scale. */
export interface CardView {
  language: string;
  scale: number;
}

/** The game's name in `language`, English when it has none in it. */
export function nameIn(names: Record<string, string>, language: string): string {
  return names[language.toUpperCase()] ?? names.EN ?? Object.values(names)[0] ?? '';
}

export function toCard(row: GameRow, view: CardView): GameCard {
  return {
    nodeId: row.id,
    gameCode: row.game_code,
    gameType: row.game_type as GameType,
    vassalage: row.vendor_code,
    // A game card launches its game; only vendor cards open a list first (VASSALAGE).
    isGame: 'game',
    gameName: nameIn(readJson<Record<string, string>>(row.names), view.language),
    iconUrl: row.icon,
    minBet: toMajor(row.min_bet, view.scale),
    hot: row.hot,
    recommended: row.recommended,
    classify: row.classify as GameClassify | null,
    maintenance: row.status === 'MAINTENANCE',
  };
}
