/**
 * Test fixtures for withdrawals (imported by the tests only): a member ready to withdraw, balances,
 * brand settings and real image bytes for proofs.
 */
import { type CashierSettings, postWithdraw, staffLogin } from '@tessera/contracts';
import { fundMember, registerMember, staffTokenFor } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';

export const PAY_PW = '123456';
export const REAL_NAME = 'Rahim Uddin';

/** 1×1 PNG and JPEG files, and a GIF (refused): real bytes, as browsers send them. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
export const GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
export const pngProof = `data:image/png;base64,${PNG_BASE64}`;
export const jpegProof = `data:image/jpeg;base64,${JPEG_BASE64}`;
export const gifProof = `data:image/gif;base64,${GIF_BASE64}`;

/** A PNG-headed file of `bytes` bytes (size checks only look at the decoded length). */
export function bigPng(bytes: number): string {
  const buffer = Buffer.alloc(bytes);
  Buffer.from(PNG_BASE64, 'base64').copy(buffer);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

export async function merchantOf(t: TestApp) {
  return t.db
    .selectFrom('merchants')
    .select(['id', 'currency', 'cashier_settings'])
    .where('code', '=', 'TESSERA')
    .executeTakeFirstOrThrow();
}

/** Change the brand's withdrawal settings (and drop the brand cache so the next call sees them). */
export async function setWithdrawSettings(t: TestApp, patch: Partial<CashierSettings['withdraw']>) {
  const merchant = await merchantOf(t);
  const settings = (
    typeof merchant.cashier_settings === 'string'
      ? JSON.parse(merchant.cashier_settings)
      : merchant.cashier_settings
  ) as CashierSettings;
  const next = { ...settings, withdraw: { ...settings.withdraw, ...patch } };
  await t.db
    .updateTable('merchants')
    .set({ cashier_settings: JSON.stringify(next) })
    .where('id', '=', merchant.id)
    .execute();
  t.services.merchants.invalidate();
}

/** A registered member with a real name, a payment password, a bound card and `funds` in MAIN. */
export async function withdrawer(t: TestApp, funds = 0n) {
  const registered = await registerMember(t);
  const memberId = registered.member.id;
  await t.db
    .updateTable('members')
    .set({ payee_name: REAL_NAME, payment_password_hash: await t.services.hasher.hash(PAY_PW) })
    .where('id', '=', memberId)
    .execute();
  const merchant = await merchantOf(t);
  const card = await t.db
    .insertInto('bank_cards')
    .values({
      merchant_id: merchant.id,
      member_id: memberId,
      bank_name: 'Sonali Bank',
      holder_name: REAL_NAME,
      card_number: `40000000${String(memberId).padStart(8, '0')}`,
      branch: 'Motijheel',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (funds > 0n) await fundMember(t, memberId, funds);
  return { token: registered.token, memberId, cardId: card.id };
}

/** The member's MAIN and WITHDRAW_HOLD balances, and the house payout account's net, in minor units. */
export async function balances(t: TestApp, memberId: number) {
  const accounts = await t.db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .execute();
  const of = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0n;
  return { main: of('MAIN'), hold: of('WITHDRAW_HOLD') };
}

/** Ledger legs that name a withdrawal, by kind. */
export async function legsOf(t: TestApp, withdrawalId: string) {
  return t.db
    .selectFrom('ledger_transfers')
    .select(['kind', 'amount'])
    .where('ref_type', '=', 'withdrawal')
    .where('ref_id', '=', withdrawalId)
    .orderBy('seq')
    .execute();
}

export async function finance(t: TestApp): Promise<string> {
  return staffTokenFor(t, 'finance');
}

export async function adminToken(t: TestApp): Promise<string> {
  const result = await t.call(staffLogin, { body: { username: 'admin', password: t.adminPassword } });
  return result.body.value!.token;
}

/** Ask for a withdrawal of `amount` (major units) with the member's card and payment password. */
export function withdraw(
  t: TestApp,
  who: { token: string; cardId: number },
  amount: unknown,
  extra: Record<string, unknown> = {},
) {
  return t.call(postWithdraw, {
    token: who.token,
    body: { amount, cardId: who.cardId, paymentPassword: PAY_PW, ...extra } as Record<string, unknown>,
  });
}
