import { type FairParams, type FairRound, toMajor } from '@tessera/contracts';
import { ratioToNumber } from '@tessera/fair';
import { readJson } from '../../lib/json-column.js';
import type { FairRoundRow, RoundViewRow } from './fair-games.repo.js';
import { type FairState, multiplierOf, outcomeOf } from './fair-rules.js';

export const paramsOf = (row: FairRoundRow): FairParams => readJson<FairParams>(row.params);

/** The drawn state; null for a reservation whose stake is not taken yet. */
export const stateOf = (row: FairRoundRow): FairState | null =>
  row.state === null ? null : readJson<FairState>(row.state);

/** A drawn round as the member sees it: mine positions hidden in play, the server seed once revealed. */
export function toFairRound(row: RoundViewRow, scale: number): FairRound {
  const params = paramsOf(row);
  const state = stateOf(row);
  if (!state || row.nonce === null) throw new Error(`fair round ${row.id} has not been drawn`);
  return {
    id: String(row.id),
    game: row.game,
    params,
    outcome: outcomeOf(state),
    status: row.status === 'SETTLED' ? 'settled' : 'playing',
    stake: toMajor(row.stake, scale),
    payout: toMajor(row.payout, scale),
    multiplier: ratioToNumber(multiplierOf(params, state)),
    capped: row.capped,
    commitment: row.commitment,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    serverSeed: row.server_seed,
    createdAt: row.created_at.toISOString(),
  };
}
