import type { BetRecord, GameCategory } from '@tessera/contracts';
import { CATEGORY_META } from '../games/categories';

/** The category's name as the lobby shows it. */
export const categoryKey = (category: GameCategory) => CATEGORY_META[category].label;

export const statusKey = (status: BetRecord['status']) => `records_status_${status.toLowerCase()}`;

export const legKey = (kind: 'BET' | 'WIN' | 'ROLLBACK') => `records_leg_${kind.toLowerCase()}`;

/** Profit in a colour: won (in), lost (out), or neither. */
export function profitTone(profit: number): 'is-in' | 'is-out' | '' {
  if (profit > 0) return 'is-in';
  return profit < 0 ? 'is-out' : '';
}

/** What a leg did to the member's money: a bet takes its amount, a win or a rollback gives. */
export function legMovement(leg: { kind: 'BET' | 'WIN' | 'ROLLBACK'; amount: number }): number {
  return leg.kind === 'BET' ? -leg.amount : leg.amount;
}
