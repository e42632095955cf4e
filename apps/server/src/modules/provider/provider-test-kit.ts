import { randomUUID } from 'node:crypto';
import {
  type CallOverrides,
  injectTransport,
  ProviderClient,
  type ProviderReply,
} from '../../../test/provider-client.js';
import type { TestApp } from '../../../test/test-app.js';
import type { MemberAccountKind } from '../ledger/ledger-accounts.js';
import { SESSION_IDLE_MS } from './provider-launch.js';

/** Test helpers of the provider API (not a test file itself). */

export const SECRET = 'conformance-secret-0123456789abcdef';
/** A vendor that plays from the member's main wallet (no wallet of its own). */
export const SEAMLESS_VENDOR = 'SMLS';
/** A demo vendor with a wallet of its own (transfer-wallet mode). */
export const TRANSFER_VENDOR = 'SLT';

/** The calls that name the launch they are made under (decision 0022). */
const UNDER_A_LAUNCH = new Set(['balance', 'bet', 'win', 'rollback']);

/**
 * A vendor's signed client whose calls run under real launches: a call that names no `token` gets
 * the token of the member's own launch of this vendor, issued as a game launch issues it and traded
 * with `authenticate` on first use, and again once the test's clock may have ended its session. A
 * body that carries `token` (even undefined) is sent as it is.
 */
export class LaunchingClient extends ProviderClient {
  /** Each member's launch, and until when (app clock) its session is surely live. */
  private readonly launches = new Map<string, { token: string; liveUntil: number }>();

  constructor(
    private readonly t: TestApp,
    vendor: string,
    secret: string,
  ) {
    super(vendor, secret, () => t.clock.now().getTime(), injectTransport(t.app));
  }

  /** A fresh launch of this vendor's game for the member: its player token, not yet traded. */
  async issue(memberId: number, gameCode = 'game-1'): Promise<string> {
    const member = await this.t.db
      .selectFrom('members')
      .select(['merchant_id', 'is_trial'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const merchant = (await this.t.services.merchants.byId(member.merchant_id))!;
    return this.t.services.provider.tokens.issue({
      merchant,
      memberId,
      vendor: this.vendor,
      gameCode,
      isTrial: member.is_trial,
    });
  }

  /** A fresh launch, traded with `authenticate`: the token later calls name. */
  async launch(memberId: number, gameCode = 'game-1'): Promise<string> {
    const token = await this.issue(memberId, gameCode);
    const answer = await this.authenticate(token);
    if (answer.status !== 'OK') throw new Error(`authenticate refused: ${JSON.stringify(answer)}`);
    this.launches.set(String(memberId), { token, liveUntil: this.t.clock.now().getTime() + SESSION_IDLE_MS });
    return token;
  }

  override async call(action: string, body: unknown, overrides: CallOverrides = {}): Promise<ProviderReply> {
    const token = UNDER_A_LAUNCH.has(action) ? await this.tokenFor(body) : null;
    const reply = await super.call(action, token ? { token, ...(body as object) } : body, overrides);
    // A bet or balance under a live session leaves at least half the idle time ahead of it.
    const launch = token && (action === 'bet' || action === 'balance') ? this.launchOf(body) : undefined;
    if (launch && reply.status === 'OK') {
      launch.liveUntil = Math.max(launch.liveUntil, this.t.clock.now().getTime() + SESSION_IDLE_MS / 2);
    }
    return reply;
  }

  private launchOf(body: unknown) {
    return this.launches.get(String((body as { user?: unknown }).user));
  }

  /** The launch token for a body that names a known member and no token; else null. */
  private async tokenFor(body: unknown): Promise<string | null> {
    if (typeof body !== 'object' || body === null || 'token' in body) return null;
    const user = String((body as { user?: unknown }).user);
    const known = this.launchOf(body);
    if (known && this.t.clock.now().getTime() < known.liveUntil) return known.token;
    if (!/^[1-9]\d{0,9}$/u.test(user)) return null;
    const member = await this.t.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', Number(user))
      .executeTakeFirst();
    return member ? this.launch(member.id) : null;
  }
}

/** A signed client for `vendor`, with the vendor's secret set and its clock on the app's clock. */
export async function vendorClient(t: TestApp, vendor = SEAMLESS_VENDOR): Promise<LaunchingClient> {
  if (vendor === SEAMLESS_VENDOR) {
    await t.db
      .insertInto('game_vendors')
      .values({ code: SEAMLESS_VENDOR, name: 'Seamless Test Vendor', wallet_type_id: null })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
  }
  await t.services.provider.secrets.set(vendor, SECRET);
  return new LaunchingClient(t, vendor, SECRET);
}

export async function demoMerchant(t: TestApp) {
  const id = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'TESSERA').executeTakeFirstOrThrow()
  ).id;
  return (await t.services.merchants.byId(id))!;
}

/** Put money in one of a member's accounts, as a staff adjustment would. */
export async function fund(
  t: TestApp,
  memberId: number,
  amount: bigint,
  kind: MemberAccountKind = 'MAIN',
  currency = 'BDT',
): Promise<void> {
  const merchant = await demoMerchant(t);
  await t.services.ledger.post({
    merchantId: merchant.id,
    currency,
    legs: [
      {
        id: randomUUID(),
        debit: { house: 'ADJUSTMENTS' },
        credit: { member: memberId, kind },
        amount,
        kind: 'ADJUSTMENT',
        refType: 'test',
      },
    ],
  });
}

export async function balanceOf(
  t: TestApp,
  memberId: number,
  kind: MemberAccountKind = 'MAIN',
  currency = 'BDT',
): Promise<bigint> {
  const merchant = await demoMerchant(t);
  return t.services.ledger.balanceOf(merchant.id, currency, memberId, kind);
}

/** The game legs booked for a member's round. */
export async function roundLegs(t: TestApp, vendor: string, roundId: string, memberId: number) {
  const round = await roundOf(t, vendor, roundId, memberId);
  if (!round) return [];
  return t.db
    .selectFrom('ledger_transfers')
    .select(['kind', 'amount'])
    .where('ref_type', '=', 'game_round')
    .where('ref_id', '=', String(round.id))
    .orderBy('seq')
    .execute();
}

export async function roundOf(t: TestApp, vendor: string, roundId: string, memberId: number) {
  return t.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function setMemberStatus(t: TestApp, memberId: number, status: 'ACTIVE' | 'DISABLED') {
  await t.db.updateTable('members').set({ status }).where('id', '=', memberId).execute();
  t.services.sessions.forgetMember(memberId);
}

/** Switch the demo brand between single wallet and transfer wallets. */
export async function setSingleWallet(t: TestApp, isSingle: boolean): Promise<void> {
  await t.db
    .updateTable('merchants')
    .set({ wallet_settings: JSON.stringify({ isSingle, trialCredit: 200_000 }) })
    .where('code', '=', 'TESSERA')
    .execute();
  t.services.merchants.invalidate();
}

/** Fresh ids for a test's transactions and rounds. */
export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;
