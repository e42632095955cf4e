import { choose } from '../board.js';
import type { BetOdds, BetType, DrawnNumbers, Picks } from '../types.js';

/**
 * Exact returns for results too many to list (tests of vn.ts and sea.ts). A bet on digits only
 * looks at some parts ("slots") of the result lines, each uniform and independent; slots that pay
 * alike are interchangeable, so it is enough to settle one result per way of spreading the picked
 * values over each group of slots, weighted by its probability.
 */

/** The last `length` digits of a line, leaving out its last `skip` digits. */
export interface Slot {
  line: number;
  length: number;
  skip?: number;
}

/** A value a slot can take; `weight` of its 10^length values count as this one (1 unless given). */
export interface Target {
  value: string;
  weight?: number;
}

/**
 * The return to player of `picks` under `odds`, before payouts are rounded to minor units: the
 * expected hits of each prize times its payout, over the stake. Slots of a group share a length;
 * slots holding no target take `other`, which must match nothing; lines outside every slot keep
 * `base`.
 */
export function exactReturn(
  type: BetType,
  odds: BetOdds,
  picks: Picks,
  base: DrawnNumbers,
  groups: readonly (readonly Slot[])[],
  targets: readonly Target[],
  other: string,
): number {
  const result = [...base];
  const put = (slot: Slot, value: string) => {
    const number = result[slot.line]!;
    const end = number.length - (slot.skip ?? 0);
    result[slot.line] = number.slice(0, end - slot.length) + value + number.slice(end);
  };
  let expected = 0;

  const group = (g: number, probability: number): void => {
    if (g === groups.length) {
      for (const hit of type.settle(picks, result)) {
        expected += (probability * hit.count * odds.payoutMilli[hit.prize]!) / 1000;
      }
      return;
    }
    const slots = groups[g]!;
    const space = 10 ** slots[0]!.length;
    const chance = (target: Target) => (target.weight ?? 1) / space;
    const otherChance = 1 - targets.reduce((sum, target) => sum + chance(target), 0);
    // Targets t, t+1, … take c slots each from `from` on, in every multinomial way.
    const spread = (t: number, from: number, p: number): void => {
      if (t === targets.length) {
        for (const slot of slots.slice(from)) put(slot, other);
        group(g + 1, p * otherChance ** (slots.length - from));
        return;
      }
      for (let count = 0; from + count <= slots.length; count++) {
        for (const slot of slots.slice(from, from + count)) put(slot, targets[t]!.value);
        spread(t + 1, from + count, p * choose(slots.length - from, count) * chance(targets[t]!) ** count);
      }
    };
    spread(0, 0, probability);
  };

  group(0, 1);
  return expected / type.combinations(picks);
}
