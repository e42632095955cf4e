import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The provider API's wire format (domain.md §4). Every answer is HTTP 200 with `{status, balance,
 * currency}`; `balance` is the wallet's balance in minor units as a JSON integer, `currency` its
 * currency code. An answer that comes before the player is known (a bad signature, a body we cannot
 * read) carries `balance` 0 and `currency` null.
 */
export const PROVIDER_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'USER_DISABLED',
  'NOT_ENOUGH_MONEY',
  /** A bet above the max bet of the member's wagering bonus (decision 0039); `maxBet` says it. */
  'BET_LIMIT_EXCEEDED',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'ROUND_CLOSED',
  'WRONG_CURRENCY',
  'INVALID_REQUEST',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export interface ProviderAnswer {
  status: ProviderStatus;
  balance: number;
  currency: string | null;
  /** `authenticate` only: the member id. */
  user?: string;
  /** `BET_LIMIT_EXCEEDED` only: the largest bet allowed now, in minor units. */
  maxBet?: number;
}

export const PROVIDER_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];
/** The calls that move money and are booked once. */
export type MoneyAction = Exclude<ProviderAction, 'authenticate' | 'balance'>;

/** A refusal with the wallet it concerns, when known. */
export function refusal(
  status: ProviderStatus,
  wallet?: { balance: bigint; currency: string },
): ProviderAnswer {
  return wallet
    ? { status, balance: Number(wallet.balance), currency: wallet.currency }
    : { status, balance: 0, currency: null };
}

/** Text of a call: PostgreSQL refuses NUL in text, so a NUL is a malformed call, refused up front. */
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !value.includes('\u0000'));
const id = text(128);
/** The member id, as the string `authenticate` gave (a number is taken too). */
const user = z.union([z.string().regex(/^[1-9]\d{0,9}$/u), z.number().int().positive()]).transform(Number);
/** Minor units: a non-negative JSON integer, or a string of digits for amounts past 2^53. */
const amount = z
  .union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,18}$/u)])
  .transform((value) => BigInt(value));
const currency = z.string().regex(/^[A-Z]{3,8}$/u);

/**
 * The launch a call is made under: the player token the launch handed the vendor, once traded with
 * `authenticate` (decision 0022). It vouches for the call and is not part of it: two calls that
 * differ only in it are the same call.
 */
const token = text(512);

export const ZAuthenticate = z.object({ token });
export const ZBalance = z.object({ token, user, currency });
export const ZBet = z.object({ token, user, transactionId: id, roundId: id, gameCode: id, amount, currency });
export const ZWin = z.object({
  token,
  user,
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount,
  currency,
  referenceTransactionId: id.optional(),
  roundClosed: z.boolean(),
});
export const ZRollback = z.object({
  token,
  user,
  transactionId: id,
  referenceTransactionId: id,
  roundId: id,
});

export type BalanceRequest = Omit<z.infer<typeof ZBalance>, 'token'>;
export type BetRequest = Omit<z.infer<typeof ZBet>, 'token'>;
export type WinRequest = Omit<z.infer<typeof ZWin>, 'token'>;
export type RollbackRequest = Omit<z.infer<typeof ZRollback>, 'token'>;

/**
 * What makes two calls "the same call": the action and every parsed field, sorted by name, so a
 * vendor that re-serialises its retry (other key order, spacing, an amount as a string) still replays.
 */
export function requestHash(action: ProviderAction, request: Record<string, unknown>): string {
  const fields = Object.entries(request)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => [key, typeof value === 'bigint' ? value.toString() : value]);
  return createHash('sha256')
    .update(JSON.stringify([action, fields]))
    .digest('hex');
}
