import type { FairGame, FairParams, FairRound } from '@tessera/contracts';
import {
  type DiceDirection,
  diceTargetRange,
  isClientSeed,
  isServerSeed,
  type PlinkoRisk,
  type PlinkoRows,
} from '@tessera/fair';
import { decimalsOf } from '../../wallet/balance-format';
import { hundredthsText } from '../outcome-display';
import { minesPicksOf, type RoundInputs } from './recompute';

/** The hand-filled verify form, as typed. */
export interface VerifyDraft {
  game: FairGame;
  serverSeed: string;
  /** Optional: when given, the seed is checked against it. */
  commitment: string;
  clientSeed: string;
  nonce: string;
  /** Optional: when given, the payout is computed for it. */
  stake: string;
  /** Dice target as typed, e.g. "50.00". */
  target: string;
  direction: DiceDirection;
  mines: number;
  minesPicks: number[];
  rows: PlinkoRows;
  risk: PlinkoRisk;
  kenoPicks: number[];
}

export const EMPTY_DRAFT: VerifyDraft = {
  game: 'dice',
  serverSeed: '',
  commitment: '',
  clientSeed: '',
  nonce: '0',
  stake: '',
  target: '50.00',
  direction: 'over',
  mines: 3,
  minesPicks: [],
  rows: 8,
  risk: 'low',
  kenoPicks: [],
};

export type DraftField = 'serverSeed' | 'commitment' | 'clientSeed' | 'nonce' | 'stake' | 'params';

export interface DraftProblem {
  field: DraftField;
  key: string;
  params?: Record<string, string | number>;
}

/** The form filled from a round (the history's "verify", or a round to re-check by hand). */
export function draftFromRound(round: FairRound, stakeText: string): VerifyDraft {
  const draft: VerifyDraft = {
    ...EMPTY_DRAFT,
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    commitment: round.commitment,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    stake: stakeText,
  };
  const { params, outcome } = round;
  if (params.game === 'dice')
    return { ...draft, target: hundredthsText(params.target), direction: params.direction };
  if (params.game === 'mines' && outcome.game === 'mines') {
    return { ...draft, mines: params.mines, minesPicks: minesPicksOf(outcome) };
  }
  if (params.game === 'plinko') return { ...draft, rows: params.rows, risk: params.risk };
  if (params.game === 'keno') return { ...draft, kenoPicks: [...params.picks] };
  return draft;
}

/** The dice target in hundredths, or null when the text is not a number with at most two decimals. */
export function targetHundredths(text: string): number | null {
  const decimals = decimalsOf(text);
  if (decimals === null || decimals > 2) return null;
  return Math.round(Number(text.trim()) * 100);
}

function paramsOf(draft: VerifyDraft): FairParams | DraftProblem {
  switch (draft.game) {
    case 'dice': {
      const target = targetHundredths(draft.target);
      const range = diceTargetRange(draft.direction);
      if (target === null || target < range.min || target > range.max) {
        return {
          field: 'params',
          key: 'seamless_verify_err_target',
          params: { min: hundredthsText(range.min), max: hundredthsText(range.max) },
        };
      }
      return { game: 'dice', target, direction: draft.direction };
    }
    case 'mines':
      return { game: 'mines', mines: draft.mines };
    case 'plinko':
      return { game: 'plinko', rows: draft.rows, risk: draft.risk };
    case 'keno':
      if (draft.kenoPicks.length === 0) return { field: 'params', key: 'seamless_verify_err_keno' };
      return { game: 'keno', picks: [...draft.kenoPicks] };
    case 'slot':
      return { game: 'slot' };
  }
}

/**
 * The form as inputs to recompute, or the first thing wrong with it. The seeds' shapes are the
 * package's own rules (64 hex characters; 1–64 printable characters without surrounding spaces).
 */
export function inputsOfDraft(draft: VerifyDraft): { inputs: RoundInputs } | { problem: DraftProblem } {
  const serverSeed = draft.serverSeed.trim().toLowerCase();
  if (!isServerSeed(serverSeed))
    return { problem: { field: 'serverSeed', key: 'seamless_verify_err_server_seed' } };
  const commitment = draft.commitment.trim();
  if (commitment !== '' && !/^[0-9a-fA-F]{64}$/u.test(commitment)) {
    return { problem: { field: 'commitment', key: 'seamless_verify_err_commitment' } };
  }
  if (!isClientSeed(draft.clientSeed))
    return { problem: { field: 'clientSeed', key: 'seamless_seeds_client_invalid' } };
  const nonceText = draft.nonce.trim();
  const nonce = /^\d{1,15}$/u.test(nonceText) ? Number(nonceText) : Number.NaN;
  if (!Number.isSafeInteger(nonce)) return { problem: { field: 'nonce', key: 'seamless_verify_err_nonce' } };
  const params = paramsOf(draft);
  if ('field' in params) return { problem: params };
  const minesPicks = draft.game === 'mines' ? [...draft.minesPicks] : undefined;
  return { inputs: { serverSeed, clientSeed: draft.clientSeed, nonce, params, minesPicks } };
}
