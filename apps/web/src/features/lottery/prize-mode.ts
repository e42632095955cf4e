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
