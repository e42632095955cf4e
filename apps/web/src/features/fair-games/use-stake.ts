import { useState } from 'react';
import { checkStake, defaultStakeText, stakeToWire } from './stake-rules';
import type { GameMoney } from './use-game-money';

/** A game's stake as typed, what is wrong with it, and its wire amount once it is valid. */
export function useStake(money: GameMoney) {
  const [text, setText] = useState(() => defaultStakeText(money.scale));
  const problem = checkStake(text, money.scale, money.available);
  return { text, setText, problem, wire: () => stakeToWire(text, money.scale) };
}
