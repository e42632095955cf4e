import type { LotteryGame, VendorLane } from '@tessera/contracts';
import type { PrizeMode } from '@tessera/lottery';

/** Vendors whose card in the ELOTT lane makes the Vietnamese lottery play at ELOTT odds (spec §4). */
const VN_ELOTT_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'LOTT']);

/**
 * The Vietnamese lottery's prize mode (spec §4): ELOTT when the brand's vendor data has an ELOTT
 * category holding a TCG_LOTTO_VN or a LOTT card, LOTT otherwise.
 */
export function vnPrizeMode(lanes: readonly VendorLane[]): 'ELOTT' | 'LOTT' {
  const elott = lanes.some(
    (lane) => lane.title === 'ELOTT' && lane.cards.some((card) => VN_ELOTT_VENDORS.has(card.vassalage)),
  );
  return elott ? 'ELOTT' : 'LOTT';
}

/**
 * The prize mode a game is played at: the Vietnamese games by the rule above, the sea lottery at
 * SEA, our fast draws at ELOTT and the other official draws (Mark Six) at LOTT.
 */
export function prizeModeOf(
  game: Pick<LotteryGame, 'area' | 'kind'>,
  lanes: readonly VendorLane[],
): PrizeMode {
  if (game.area === 'VN') return vnPrizeMode(lanes);
  if (game.area === 'SEA') return 'SEA';
  return game.kind === 'FAST' ? 'ELOTT' : 'LOTT';
}

/** The i18n key of a prize mode's name ("E-lottery odds"). */
export const prizeModeKey = (mode: PrizeMode): string => `lottery_mode_${mode.toLowerCase()}`;

/** The prize modes a member may switch between on a fast game the server also offers at ZY. */
export const FAST_PRIZE_MODES: readonly PrizeMode[] = ['ELOTT', 'ZY'];

/**
 * The prize modes a game offers the member, the default first: a fast game that the server lists
 * under ZY (`zyGames`) plays at ELOTT or ZY; every other game keeps its one mode (above).
 */
export function prizeModeChoices(
  game: Pick<LotteryGame, 'area' | 'kind' | 'gameCode'>,
  lanes: readonly VendorLane[],
  zyGames: ReadonlySet<string>,
): readonly PrizeMode[] {
  if (game.area === 'CN' && game.kind === 'FAST' && zyGames.has(game.gameCode)) return FAST_PRIZE_MODES;
  return [prizeModeOf(game, lanes)];
}

/** The mode a game opens at: the one the member chose before when still offered, else the default. */
export function openingPrizeMode(choices: readonly PrizeMode[], remembered: string | null): PrizeMode {
  return choices.find((mode) => mode === remembered) ?? choices[0]!;
}
