import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { Merchant } from '../site/merchant.js';
import { findVendor } from './provider.repo.js';
import { SESSION_IDLE_MS } from './provider-launch.js';
import { walletFor } from './wallet-for.js';

/** How long a vendor may take to `authenticate` a launch's token. */
export const PLAYER_TOKEN_MS = 15 * 60_000;

export interface PlayerTokenGrant {
  merchantId: number;
  memberId: number;
  vendor: string;
  gameCode: string;
  currency: string;
  wallet: string;
}

export type PlayerTokenCheck =
  | { ok: true; grant: PlayerTokenGrant }
  | { ok: false; status: 'INVALID_TOKEN' | 'TOKEN_EXPIRED' };

/**
 * The token a game launch hands to a vendor, which the vendor trades for the player with
 * `authenticate`. Opaque 256-bit random; only its SHA-256 is stored. It fixes the game's wallet and
 * currency at launch (the wallet rule in `walletFor`). Traded, it names the launch's game session,
 * which every later call of the vendor carries (`provider-launch.ts`, decision 0022).
 */
export class PlayerTokens {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async issue(input: {
    merchant: Merchant;
    memberId: number;
    vendor: string;
    gameCode: string;
    isTrial: boolean;
  }): Promise<string> {
    const vendor = await findVendor(this.db, input.vendor);
    if (!vendor) throw new Error(`unknown game vendor ${input.vendor}`);
    const wallet = walletFor(input.merchant, input.isTrial, vendor);
    const token = newToken();
    const now = this.clock.now();
    await this.db
      .insertInto('player_tokens')
      .values({
        token_hash: hashToken(token),
        merchant_id: input.merchant.id,
        member_id: input.memberId,
        vendor_code: vendor.code,
        game_code: input.gameCode,
        currency: wallet.currency,
        wallet: wallet.kind,
        created_at: now,
        expires_at: new Date(now.getTime() + PLAYER_TOKEN_MS),
      })
      .execute();
    return token;
  }

  /** Whether a brand offers a vendor's games: the vendor is active and not switched off there. */
  async offers(merchantId: number, vendor: string): Promise<boolean> {
    const { rows } = await sql<{
      offered: boolean;
    }>`select vendor_offered(${merchantId}::int, ${vendor}) as offered`.execute(this.db);
    return rows[0]?.offered === true;
  }

  /**
   * The launch behind a token, for the vendor it was issued to, on a brand that still offers the
   * vendor (`vendor_offered`). A token is traded within its 15 minutes.
   */
  async check(token: string, vendor: string): Promise<PlayerTokenCheck> {
    const row = await this.db
      .selectFrom('player_tokens')
      .selectAll()
      .select(sql<boolean>`vendor_offered(merchant_id, vendor_code)`.as('offered'))
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.vendor_code !== vendor || !row.offered) return { ok: false, status: 'INVALID_TOKEN' };
    if (row.expires_at.getTime() <= this.clock.now().getTime()) return { ok: false, status: 'TOKEN_EXPIRED' };
    return {
      ok: true,
      grant: {
        merchantId: row.merchant_id,
        memberId: row.member_id,
        vendor: row.vendor_code,
        gameCode: row.game_code,
        currency: row.currency,
        wallet: row.wallet,
      },
    };
  }

  /**
   * `authenticate` starts the game session the token names (or, authenticated again, keeps it
   * going): bets may come for `SESSION_IDLE_MS` after it, and each bet moves the end on.
   */
  async startSession(token: string): Promise<void> {
    const ends = new Date(this.clock.now().getTime() + SESSION_IDLE_MS);
    await this.db
      .updateTable('player_tokens')
      .set({ session_ends_at: ends })
      .where('token_hash', '=', hashToken(token))
      .where((eb) => eb.or([eb('session_ends_at', 'is', null), eb('session_ends_at', '<', ends)]))
      .execute();
  }
}
