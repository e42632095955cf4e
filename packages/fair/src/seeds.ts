import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { FairInputError } from './errors.js';

/**
 * Seeds of the provably fair scheme (domain.md §4). A server seed is 32 random bytes written as 64
 * lowercase hex characters, and that text is what is hashed and what keys the HMAC: anyone can check
 * a revealed seed with `echo -n <seed> | sha256sum`. Randomness comes in as a function so the
 * package stays pure (Node passes `crypto.randomBytes`, the browser `crypto.getRandomValues`).
 */
export type RandomBytes = (length: number) => Uint8Array;

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_MAX_LENGTH = 64;

const SERVER_SEED = /^[0-9a-f]{64}$/u;
const COMMITMENT = SERVER_SEED;
// Printable ASCII, 1–64 characters, no space at either end (a member cannot see one when copying).
const CLIENT_SEED = /^[\x21-\x7e](?:[\x20-\x7e]{0,62}[\x21-\x7e])?$/u;

export function isServerSeed(value: unknown): value is string {
  return typeof value === 'string' && SERVER_SEED.test(value);
}

export function isClientSeed(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_SEED.test(value);
}

export function isNonce(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export function assertServerSeed(value: unknown): asserts value is string {
  if (!isServerSeed(value))
    throw new FairInputError('fair.seed.invalid', 'server seed must be 64 hex characters');
}

export function assertClientSeed(value: unknown): asserts value is string {
  if (!isClientSeed(value)) {
    throw new FairInputError(
      'fair.seed.invalid',
      `client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} printable characters without surrounding spaces`,
    );
  }
}

export function assertNonce(value: unknown): asserts value is number {
  if (!isNonce(value)) throw new FairInputError('fair.seed.invalid', 'nonce must be a whole number from 0');
}

function randomHex(randomBytes: RandomBytes, length: number): string {
  const bytes = randomBytes(length);
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) {
    throw new RangeError(`randomBytes(${length}) returned ${bytes?.length} bytes`);
  }
  return bytesToHex(bytes);
}

export function newServerSeed(randomBytes: RandomBytes): string {
  return randomHex(randomBytes, SERVER_SEED_BYTES);
}

/** A default client seed for a member who has not chosen one (16 hex characters). */
export function newClientSeed(randomBytes: RandomBytes): string {
  return randomHex(randomBytes, 8);
}

/** The commitment shown before any bet: hex SHA-256 of the server seed's text. */
export function commitmentOf(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** True when a revealed seed is the one that was committed to. Malformed input is simply false. */
export function verifyCommitment(serverSeed: string, commitment: string): boolean {
  if (!isServerSeed(serverSeed) || typeof commitment !== 'string') return false;
  const normalized = commitment.toLowerCase();
  return COMMITMENT.test(normalized) && commitmentOf(serverSeed) === normalized;
}

/** The member's active seeds; `nextNonce` is the nonce the next bet will use. */
export interface SeedPair {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nextNonce: number;
}

/** What the member may see of an active pair: everything but the server seed. */
export type PublicSeedPair = Omit<SeedPair, 'serverSeed'>;

/** A retired pair with its server seed shown; bets used nonces 0 .. `nonceCount - 1`. */
export interface RevealedSeedPair {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonceCount: number;
}

export function openSeedPair(randomBytes: RandomBytes, clientSeed?: string): SeedPair {
  const client = clientSeed ?? newClientSeed(randomBytes);
  assertClientSeed(client);
  const serverSeed = newServerSeed(randomBytes);
  return { serverSeed, commitment: commitmentOf(serverSeed), clientSeed: client, nextNonce: 0 };
}

/**
 * Retires a pair and opens the next one. The old server seed is revealed only here, after its last
 * bet, so no member can know an outcome before betting. The client seed carries over unless a new
 * one is given (changing the client seed always rotates the server seed too).
 */
export function rotateSeedPair(
  current: SeedPair,
  randomBytes: RandomBytes,
  clientSeed: string = current.clientSeed,
): { revealed: RevealedSeedPair; next: SeedPair } {
  assertServerSeed(current.serverSeed);
  assertNonce(current.nextNonce);
  const revealed: RevealedSeedPair = {
    serverSeed: current.serverSeed,
    commitment: commitmentOf(current.serverSeed),
    clientSeed: current.clientSeed,
    nonceCount: current.nextNonce,
  };
  return { revealed, next: openSeedPair(randomBytes, clientSeed) };
}

export function publicSeedPair(pair: SeedPair): PublicSeedPair {
  return { commitment: pair.commitment, clientSeed: pair.clientSeed, nextNonce: pair.nextNonce };
}
