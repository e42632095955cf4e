import { FAIR_MAX_WIN, FAIR_STAKE, toMajor } from '@tessera/contracts';
import { payoutOf, type Ratio } from '@tessera/fair';
import { decimalsOf } from '../wallet/balance-format';
import { balanceToMinor, textToMinor } from '../wallet/transfer-rules';

/** What is wrong with a typed stake, as a catalogue key and its values. */
export interface StakeProblem {
  key:
    | 'seamless_stake_required'
    | 'seamless_stake_invalid'
    | 'seamless_stake_scale'
    | 'seamless_stake_min'
    | 'seamless_stake_max'
    | 'seamless_stake_balance';
  params?: Record<string, string | number>;
}

/** The stake bounds in minor units of a currency with `scale` decimals. */
export function stakeBounds(scale: number): { min: bigint; max: bigint } {
  return { min: balanceToMinor(FAIR_STAKE.min, scale), max: balanceToMinor(FAIR_STAKE.max, scale) };
}

/** The biggest payout of a round in minor units (FAIR_MAX_WIN). */
export const maxWinMinor = (scale: number): bigint => balanceToMinor(FAIR_MAX_WIN, scale);

/** Minor units as the text a stake field holds: `12.50`. */
export function minorToText(minor: bigint, scale: number): string {
  return toMajor(minor, scale).toFixed(scale);
}

/**
 * Checks a typed stake before it is sent: a plain positive decimal with at most the currency's
 * decimals, within FAIR_STAKE, and no more than the wallet holds (`available`, major units; null
 * while the balance is unknown). The server checks it all again.
 */
export function checkStake(text: string, scale: number, available: number | null): StakeProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return { key: 'seamless_stake_required' };
  const decimals = decimalsOf(trimmed);
  if (decimals === null) return { key: 'seamless_stake_invalid' };
  if (decimals > scale) return { key: 'seamless_stake_scale', params: { scale } };
  const minor = textToMinor(trimmed, scale);
  const { min, max } = stakeBounds(scale);
  if (minor < min) return { key: 'seamless_stake_min', params: { min: minorToText(min, scale) } };
  if (minor > max) return { key: 'seamless_stake_max', params: { max: minorToText(max, scale) } };
  if (available !== null && minor > balanceToMinor(available, scale))
    return { key: 'seamless_stake_balance' };
  return null;
}

/** A valid stake text as the wire number (major units). */
export function stakeToWire(text: string, scale: number): number {
  return toMajor(textToMinor(text.trim(), scale), scale);
}

function clampToBounds(minor: bigint, scale: number): bigint {
  const { min, max } = stakeBounds(scale);
  return minor < min ? min : minor > max ? max : minor;
}

/** The current stake in minor units, or the minimum when the text is not a stake yet. */
function currentMinor(text: string, scale: number): bigint {
  const decimals = decimalsOf(text.trim());
  if (decimals === null || decimals > scale) return stakeBounds(scale).min;
  return textToMinor(text.trim(), scale);
}

/** The ×½ helper: half the stake rounded down to the minor unit, never below the minimum. */
export function halveStake(text: string, scale: number): string {
  return minorToText(clampToBounds(currentMinor(text, scale) / 2n, scale), scale);
}

/** The ×2 helper: twice the stake, never above the maximum. */
export function doubleStake(text: string, scale: number): string {
  return minorToText(clampToBounds(currentMinor(text, scale) * 2n, scale), scale);
}

/** The stake a game opens with: ten times the minimum (1.00 of a two-decimal currency). */
export const defaultStakeText = (scale: number): string => minorToText(stakeBounds(scale).min * 10n, scale);

/**
 * What a stake would be paid at `multiplier` (minor units): rounded down and capped at
 * FAIR_MAX_WIN as the server pays. Null while the stake text is not a valid stake.
 */
export function payoutFor(text: string, scale: number, multiplier: Ratio): bigint | null {
  if (checkStake(text, scale, null)) return null;
  return capAtMaxWin(payoutOf(textToMinor(text.trim(), scale), multiplier), scale);
}

/** A payout in minor units as the server pays it: never above FAIR_MAX_WIN. */
export function capAtMaxWin(paid: bigint, scale: number): bigint {
  const cap = maxWinMinor(scale);
  return paid > cap ? cap : paid;
}
