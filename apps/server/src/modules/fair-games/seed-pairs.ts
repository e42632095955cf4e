import { randomBytes } from 'node:crypto';
import type { SeedState } from '@tessera/contracts';
import { assertClientSeed, openSeedPair, type RandomBytes, rotateSeedPair } from '@tessera/fair';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Executor } from '../ledger/ledger.repo.js';
import {
  findActivePair,
  findUnsettledMines,
  insertPair,
  latestRevealedPair,
  lockActivePair,
  revealPair,
  type SeedPairRow,
} from './fair-games.repo.js';
import { fairInput } from './fair-rules.js';

export const nodeRandomBytes: RandomBytes = (length) => new Uint8Array(randomBytes(length));

/** Whose seeds: a member of a brand. */
export interface SeedOwner {
  merchantId: number;
  memberId: number;
}

const OPEN_ATTEMPTS = 3;

/**
 * A member's seed pairs (domain.md §4): one ACTIVE pair, opened on first use with a random client
 * seed, its server seed known only to the server; rotating reveals it and opens the next. The active
 * pair's row lock is the member's queue for taking nonces, so two bets never share one.
 */
export class FairSeeds {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly random: RandomBytes = nodeRandomBytes,
  ) {}

  /**
   * The active pair, opened if the member has none. With `lock` (inside a transaction) it is held
   * until that transaction ends; a pair rotated away while this waited is passed over.
   */
  async active(executor: Executor, owner: SeedOwner, lock: boolean): Promise<SeedPairRow> {
    for (let attempt = 1; attempt <= OPEN_ATTEMPTS; attempt++) {
      const found = lock
        ? await lockActivePair(executor, owner.memberId)
        : await findActivePair(executor, owner.memberId);
      if (found) return found;
      // A pair this transaction inserts is its own until it commits.
      const opened = await this.open(executor, owner, openSeedPair(this.random));
      if (opened) return opened;
    }
    throw new Error(`member ${owner.memberId}: no active seed pair after ${OPEN_ATTEMPTS} attempts`);
  }

  /** What the member may see: the active pair without its server seed, and the last revealed one. */
  async state(owner: SeedOwner): Promise<SeedState> {
    const pair = await this.active(this.db, owner, false);
    return this.stateOf(this.db, pair, owner.memberId);
  }

  /**
   * Reveal the active pair and open the next (with `clientSeed`, or the same client seed). Refused
   * while a Mines round is unsettled: its mines come from the seed being revealed.
   */
  async rotate(owner: SeedOwner, clientSeed: string | undefined): Promise<SeedState> {
    if (clientSeed !== undefined) fairInput(() => assertClientSeed(clientSeed));
    return this.db.transaction().execute(async (tx) => {
      const pair = await this.active(tx, owner, true);
      if (await findUnsettledMines(tx, owner.memberId)) throw new AppError('fair.round.open');
      const current = {
        serverSeed: pair.server_seed,
        commitment: pair.commitment,
        clientSeed: pair.client_seed,
        nextNonce: pair.next_nonce,
      };
      const { next } = fairInput(() => rotateSeedPair(current, this.random, clientSeed));
      await revealPair(tx, pair.id, this.clock.now());
      const opened = await this.open(tx, owner, next);
      if (!opened) throw new Error(`member ${owner.memberId}: a second active seed pair`);
      return this.stateOf(tx, opened, owner.memberId);
    });
  }

  private async open(executor: Executor, owner: SeedOwner, pair: ReturnType<typeof openSeedPair>) {
    return insertPair(executor, {
      merchant_id: owner.merchantId,
      member_id: owner.memberId,
      server_seed: pair.serverSeed,
      commitment: pair.commitment,
      client_seed: pair.clientSeed,
      next_nonce: pair.nextNonce,
      created_at: this.clock.now(),
    });
  }

  private async stateOf(executor: Executor, pair: SeedPairRow, memberId: number): Promise<SeedState> {
    const previous = await latestRevealedPair(executor, memberId);
    return {
      commitment: pair.commitment,
      clientSeed: pair.client_seed,
      nextNonce: pair.next_nonce,
      previous: previous
        ? {
            serverSeed: previous.server_seed,
            commitment: previous.commitment,
            clientSeed: previous.client_seed,
            nonceCount: previous.next_nonce,
          }
        : null,
    };
  }
}
