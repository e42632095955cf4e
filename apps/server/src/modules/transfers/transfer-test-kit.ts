/**
 * Fixtures for the security and transfer tests (imported by tests only): members with a payment
 * password, agents with invitation codes, a team tree, and balances.
 */
import { type CashierSettings, getDevInbox, loginFreePlay } from '@tessera/contracts';
import { registerMember, uniqueName } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';
import { readJson } from '../../lib/json-column.js';

export const PAY_PW = '246810';
export const REAL_NAME = 'Karim Hasan';

export interface Person {
  id: number;
  token: string;
  username: string;
  /** Invitation code, for agents. */
  code?: string;
}

/** A registered member (under `parentCode` when given) with a real name and, unless told, a payment password. */
export async function person(
  t: TestApp,
  options: { parentCode?: string; agent?: boolean; paymentPassword?: string | null; prefix?: string } = {},
): Promise<Person> {
  const registered = await registerMember(t, {
    username: uniqueName(options.prefix ?? 'player'),
    ...(options.parentCode ? { affiliateCode: options.parentCode } : {}),
  });
  const id = registered.member.id;
  const pw = options.paymentPassword === undefined ? PAY_PW : options.paymentPassword;
  const code = options.agent ? `AG${id}X` : undefined;
  await t.db
    .updateTable('members')
    .set({
      payee_name: REAL_NAME,
      payment_password_hash: pw === null ? null : await t.services.hasher.hash(pw),
      ...(options.agent ? { type: 1, affiliate_code: code } : {}),
    })
    .where('id', '=', id)
    .execute();
  return { id, token: registered.token, username: registered.member.account, ...(code ? { code } : {}) };
}

/** The member's balance of one account kind, in minor units (0 before it exists). */
export async function balanceOf(t: TestApp, memberId: number, kind = 'MAIN'): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0n);
}

/** The newest code the demo brand's log sender wrote to `to` (a phone or an e-mail address). */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const inbox = await t.call(getDevInbox, { query: { to } });
  const text = inbox.body.value?.[0]?.text ?? '';
  const match = /\b(\d{6})\b/u.exec(text);
  if (!match) throw new Error(`no code sent to ${to}: ${JSON.stringify(inbox.body)}`);
  return match[1]!;
}

/** A free-play (trial) member's token. */
export async function trialToken(t: TestApp): Promise<string> {
  const trial = await t.call(loginFreePlay, {
    body: { os: 'Linux', platform: 'W', token: 'x', gatewayVersion: 3 },
  });
  if (!trial.body.success) throw new Error(`free play failed: ${JSON.stringify(trial.body)}`);
  return trial.body.value!.token;
}

/** Change the demo brand's withdrawal settings (card limit) and drop the brand cache. */
export async function setWithdrawSettings(t: TestApp, patch: Partial<CashierSettings['withdraw']>) {
  const merchant = await t.db
    .selectFrom('merchants')
    .select(['id', 'cashier_settings'])
    .where('code', '=', 'TESSERA')
    .executeTakeFirstOrThrow();
  const settings = readJson<CashierSettings>(merchant.cashier_settings);
  await t.db
    .updateTable('merchants')
    .set({ cashier_settings: JSON.stringify({ ...settings, withdraw: { ...settings.withdraw, ...patch } }) })
    .where('id', '=', merchant.id)
    .execute();
  t.services.merchants.invalidate();
}
