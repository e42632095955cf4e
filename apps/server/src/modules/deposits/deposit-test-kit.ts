import { type CashierSettings, getDeposit, postDeposit } from '@tessera/contracts';
import type { TestApp } from '../../../test/test-app.js';
import { DEMO_CASHIER } from '../../db/seed/demo-brand.js';
import { signBody } from './gateway-secrets.js';
import { callbackPath } from './payment-gateway.js';
import { SANDBOX, SANDBOX_SIGNATURE_HEADER, type SandboxNotification } from './sandbox-gateway.js';
import type { SandboxTransport } from './sandbox-provider.js';

/** Test helpers of the deposits area (not a test file itself). */

export async function mainBalance(t: TestApp, memberId: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

export async function depositTransfers(t: TestApp, depositId: string) {
  return t.db
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('ref_type', '=', 'deposit')
    .where('ref_id', '=', depositId)
    .execute();
}

export async function depositRow(t: TestApp, id: string) {
  return t.db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Replace the demo brand's cashier settings (deep-merged over the demo's deposit part). */
export async function setDepositSettings(t: TestApp, deposit: Partial<CashierSettings['deposit']>) {
  const settings: CashierSettings = { ...DEMO_CASHIER, deposit: { ...DEMO_CASHIER.deposit, ...deposit } };
  await t.db
    .updateTable('merchants')
    .set({ cashier_settings: JSON.stringify(settings) })
    .execute();
  t.services.merchants.invalidate();
}

/** Route the sandbox's notifications through `inject`: same route, same raw bytes, no socket. */
export function injectTransport(t: TestApp): SandboxTransport {
  return async (url, body, headers) => {
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers,
      payload: body,
    });
    return response.statusCode;
  };
}

/** Start an online deposit through the API; answers the deposit (with its payUrl). */
export async function startGatewayDeposit(t: TestApp, token: string, amount = 500) {
  const result = await t.call(postDeposit, { token, body: { channel: 'SANDBOX', amount } });
  if (!result.body.success) throw new Error(`deposit failed: ${JSON.stringify(result.body)}`);
  return result.body.value!;
}

/** The payer presses Pay or Decline on the sandbox page (as a browser form post). */
export async function pressOnSandboxPage(t: TestApp, payUrl: string, action: 'pay' | 'decline') {
  return t.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    payload: `action=${action}`,
  });
}

/** A notification body as the sandbox would send it for `depositId`. */
export async function notificationFor(
  t: TestApp,
  depositId: string,
  patch: Partial<SandboxNotification> = {},
): Promise<SandboxNotification> {
  const row = await depositRow(t, depositId);
  return {
    paymentId: row.payment_id!,
    depositId,
    amount: Number(row.amount),
    currency: row.currency,
    status: 'PAID',
    timestamp: t.clock.now().toISOString(),
    ...patch,
  };
}

/** POST a notification to the callback path, signed with the sandbox's secret unless `signature` is given. */
export async function notify(t: TestApp, body: SandboxNotification | string, signature?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const secret = await t.services.deposits.secrets.get(SANDBOX);
  const response = await t.app.inject({
    method: 'POST',
    url: callbackPath(SANDBOX),
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature ?? signBody(secret, raw),
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() };
}

export async function memberDeposit(t: TestApp, token: string, id: string) {
  const result = await t.call(getDeposit, { token, params: { id } });
  return result.body.value!;
}
