import { randomUUID } from 'node:crypto';
import { injectTransport, ProviderClient } from '../../../test/provider-client.js';
import type { TestApp } from '../../../test/test-app.js';
import type { MemberAccountKind } from '../ledger/ledger-accounts.js';

/** Test helpers of the provider API (not a test file itself). */

export const SECRET = 'conformance-secret-0123456789abcdef';
/** A vendor that plays from the member's main wallet (no wallet of its own). */
export const SEAMLESS_VENDOR = 'SMLS';
/** A demo vendor with a wallet of its own (transfer-wallet mode). */
export const TRANSFER_VENDOR = 'SLT';

/** A signed client for `vendor`, with the vendor's secret set and its clock on the app's clock. */
export async function vendorClient(t: TestApp, vendor = SEAMLESS_VENDOR): Promise<ProviderClient> {
  if (vendor === SEAMLESS_VENDOR) {
    await t.db
      .insertInto('game_vendors')
      .values({ code: SEAMLESS_VENDOR, name: 'Seamless Test Vendor', wallet_type_id: null })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
  }
  await t.services.provider.secrets.set(vendor, SECRET);
  return new ProviderClient(vendor, SECRET, () => t.clock.now().getTime(), injectTransport(t.app));
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
