import { createHmac } from 'node:crypto';
import { getDeposit } from '@tessera/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { depositExpiryJob } from './deposit-expiry.js';
import {
  depositRow,
  depositTransfers,
  injectTransport,
  mainBalance,
  notificationFor,
  notify,
  pressOnSandboxPage,
  startGatewayDeposit,
} from './deposit-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.services.deposits.sandbox.transport = injectTransport(t);
  t.services.deposits.sandbox.lateDelaysMs = [];
});

async function gatewayDeposit(amount = 500) {
  const member = await registerMember(t);
  const deposit = await startGatewayDeposit(t, member.token, amount);
  return { member, memberId: member.member.id, deposit };
}

const outcomes = async (depositId: string) =>
  (
    await t.db
      .selectFrom('deposit_notifications')
      .select(['status', 'outcome'])
      .where('deposit_id', '=', depositId)
      .orderBy('id')
      .execute()
  ).map((row) => `${row.status}:${row.outcome}`);

const stateOf = async (token: string, id: string) =>
  (await t.call(getDeposit, { token, params: { id } })).body.value!.state;

describe('the sandbox gateway end to end', () => {
  it('pays on the hosted page: notified twice at once and once late, credited exactly once', async () => {
    t.services.deposits.sandbox.lateDelaysMs = [20, 60];
    const { member, memberId, deposit } = await gatewayDeposit(750.25);
    const response = await pressOnSandboxPage(t, deposit.payUrl!, 'pay');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    // The browser is back on the site: the first notification has already settled the deposit.
    expect(await stateOf(member.token, deposit.id)).toBe('APPROVED');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.services.deposits.sandbox.idle();

    expect((await outcomes(deposit.id)).sort()).toEqual([
      'PAID:CREDITED',
      'PAID:DUPLICATE',
      'PAID:DUPLICATE',
      'PAID:DUPLICATE',
    ]);
    expect(await mainBalance(t, memberId)).toBe(75_025n);
    expect(await depositTransfers(t, deposit.id)).toHaveLength(1);
    expect(await depositRow(t, deposit.id)).toMatchObject({ state: 'APPROVED', decided_via: 'GATEWAY' });

    // The page is spent: showing it again says so, pressing again changes nothing.
    const again = await t.app.inject({ method: 'GET', url: deposit.payUrl! });
    expect(again.body).toContain('This payment was paid.');
    expect((await pressOnSandboxPage(t, deposit.payUrl!, 'pay')).statusCode).toBe(409);
    expect(await outcomes(deposit.id)).toHaveLength(4);
    const seen = await t.call(getDeposit, { token: member.token, params: { id: deposit.id } });
    expect(seen.body.value!.payUrl).toBeNull();
    await t.verifyLedger();
  });

  it('declines on the hosted page: the deposit is rejected and nothing moves', async () => {
    const { member, memberId, deposit } = await gatewayDeposit();
    expect((await pressOnSandboxPage(t, deposit.payUrl!, 'decline')).statusCode).toBe(303);
    const seen = (await t.call(getDeposit, { token: member.token, params: { id: deposit.id } })).body.value!;
    expect(seen).toMatchObject({ state: 'REJECTED', reason: 'GATEWAY_DECLINED' });
    expect((await outcomes(deposit.id)).sort()).toEqual(['FAILED:DUPLICATE', 'FAILED:REJECTED']);
    expect(await mainBalance(t, memberId)).toBe(0n);
    expect(await depositTransfers(t, deposit.id)).toEqual([]);
  });

  it('refuses to take a payment after it expired, and an action that is neither pay nor decline', async () => {
    const { member, deposit } = await gatewayDeposit();
    const bad = await t.app.inject({
      method: 'POST',
      url: deposit.payUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=refund',
    });
    expect(bad.statusCode).toBe(400);
    t.clock.advance(30 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: deposit.payUrl! })).body).toContain(
      'This payment has expired.',
    );
    expect((await pressOnSandboxPage(t, deposit.payUrl!, 'pay')).statusCode).toBe(409);
    expect(await outcomes(deposit.id)).toEqual([]);
    expect(await stateOf(member.token, deposit.id)).toBe('PENDING');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox-gateway/pay/sbx_000000000000000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('notifies only an address registered for the merchant (a forged Host header sends nothing)', async () => {
    const { member, deposit } = await gatewayDeposit();
    const response = await t.app.inject({
      method: 'POST',
      url: deposit.payUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'attacker.example:9999' },
      payload: 'action=pay',
    });
    expect(response.statusCode).toBe(400);
    expect(await outcomes(deposit.id)).toEqual([]);
    expect(await stateOf(member.token, deposit.id)).toBe('PENDING');
    const payment = await t.db
      .selectFrom('sandbox_payments')
      .select('status')
      .where('deposit_id', '=', deposit.id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('PENDING');
  });

  it('sends its notifications over real HTTP to the origin the page was opened on', async () => {
    t.services.deposits.sandbox.transport = (await import('./sandbox-provider.js')).httpTransport;
    t.services.deposits.sandbox.lateDelaysMs = [30];
    const { memberId, deposit } = await gatewayDeposit(333);
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const page = await fetch(`${origin}${deposit.payUrl}`);
    expect(await page.text()).toContain('BDT 333.00');
    const paid = await fetch(`${origin}${deposit.payUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await t.services.deposits.sandbox.idle();
    expect((await outcomes(deposit.id)).sort()).toEqual([
      'PAID:CREDITED',
      'PAID:DUPLICATE',
      'PAID:DUPLICATE',
    ]);
    expect(await mainBalance(t, memberId)).toBe(33_300n);
    await t.verifyLedger();
  });
});

describe('gateway notifications', () => {
  it('credits a replayed PAID once, answering every copy with the same state', async () => {
    const { memberId, deposit } = await gatewayDeposit(600);
    const body = await notificationFor(t, deposit.id);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await notify(t, body));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ depositId: deposit.id, state: 'APPROVED' });
    }
    expect(answers.map((a) => a.body.value.outcome)).toEqual([
      'CREDITED',
      'DUPLICATE',
      'DUPLICATE',
      'DUPLICATE',
      'DUPLICATE',
    ]);
    expect(await mainBalance(t, memberId)).toBe(60_000n);
    expect(await depositTransfers(t, deposit.id)).toHaveLength(1);
    await t.verifyLedger();
  });

  it('credits once when 20 identical notifications arrive at once', async () => {
    const { memberId, deposit } = await gatewayDeposit(1_000);
    const body = await notificationFor(t, deposit.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(t, body)));
    expect(answers.every((a) => a.status === 200 && a.body.value.state === 'APPROVED')).toBe(true);
    expect(answers.filter((a) => a.body.value.outcome === 'CREDITED')).toHaveLength(1);
    expect(await mainBalance(t, memberId)).toBe(100_000n);
    expect(await depositTransfers(t, deposit.id)).toHaveLength(1);
    const recorded = await outcomes(deposit.id);
    expect(recorded.filter((o) => o === 'PAID:CREDITED')).toHaveLength(1);
    expect(recorded.filter((o) => o === 'PAID:DUPLICATE')).toHaveLength(19);
    await t.verifyLedger();
  });

  it('keeps the first word when notifications come out of order', async () => {
    // FAILED after PAID: the money was taken, the deposit stays approved; staff see the conflict.
    const paidFirst = await gatewayDeposit(400);
    await notify(t, await notificationFor(t, paidFirst.deposit.id, { status: 'PAID' }));
    const late = await notify(t, await notificationFor(t, paidFirst.deposit.id, { status: 'FAILED' }));
    expect(late.body.value).toMatchObject({ state: 'APPROVED', outcome: 'CONFLICT' });
    expect(await mainBalance(t, paidFirst.memberId)).toBe(40_000n);

    // PAID after FAILED: a rejected deposit is not revived by the gateway; staff reconcile it.
    const failedFirst = await gatewayDeposit(400);
    await notify(t, await notificationFor(t, failedFirst.deposit.id, { status: 'FAILED' }));
    const contradiction = await notify(
      t,
      await notificationFor(t, failedFirst.deposit.id, { status: 'PAID' }),
    );
    expect(contradiction.body.value).toMatchObject({ state: 'REJECTED', outcome: 'CONFLICT' });
    expect(await mainBalance(t, failedFirst.memberId)).toBe(0n);
    expect(await depositTransfers(t, failedFirst.deposit.id)).toEqual([]);

    const conflicts = await t.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'deposit.gateway.conflict')
      .execute();
    expect(conflicts.map((c) => c.target).sort()).toEqual(
      [paidFirst.deposit.id, failedFirst.deposit.id].sort(),
    );
    await t.verifyLedger();
  });

  it('credits a PAID that arrives after the deposit expired; a late FAILED leaves it expired', async () => {
    const paid = await gatewayDeposit(450);
    const failed = await gatewayDeposit(450);
    t.clock.advance(30 * 60_000);
    expect(await depositExpiryJob(t.db).run(t.clock.now())).toBeGreaterThanOrEqual(2);
    expect(await stateOf(paid.member.token, paid.deposit.id)).toBe('EXPIRED');

    const answer = await notify(t, await notificationFor(t, paid.deposit.id));
    expect(answer.body.value).toMatchObject({ state: 'APPROVED', outcome: 'CREDITED_LATE' });
    expect(await mainBalance(t, paid.memberId)).toBe(45_000n);
    expect((await notify(t, await notificationFor(t, paid.deposit.id))).body.value.outcome).toBe('DUPLICATE');
    expect(await mainBalance(t, paid.memberId)).toBe(45_000n);

    const ignored = await notify(t, await notificationFor(t, failed.deposit.id, { status: 'FAILED' }));
    expect(ignored.body.value).toMatchObject({ state: 'EXPIRED', outcome: 'IGNORED' });
    await t.verifyLedger();
  });

  it('refuses forged notifications: bad, missing or foreign signature, or a body changed after signing', async () => {
    const { memberId, deposit } = await gatewayDeposit(500);
    const body = await notificationFor(t, deposit.id);
    const raw = JSON.stringify(body);
    const foreign = createHmac('sha256', 'not-the-secret').update(raw).digest('hex');
    const secret = await t.services.deposits.secrets.get('SANDBOX');
    const signedOriginal = createHmac('sha256', secret).update(raw).digest('hex');
    const tampered = JSON.stringify({ ...body, amount: body.amount * 100 });
    for (const [payload, signature] of [
      [raw, foreign],
      [raw, 'abc'],
      [raw, ''],
      [raw, 'z'.repeat(64)],
      [tampered, signedOriginal],
      [`${raw} `, signedOriginal],
    ] as const) {
      const answer = await notify(t, payload, signature);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'gateway.signature.invalid' });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wps/gateway/SANDBOX/notify',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.json()).toMatchObject({ success: false, errorCode: 'gateway.signature.invalid' });
    expect(await outcomes(deposit.id)).toEqual([]);
    expect(await mainBalance(t, memberId)).toBe(0n);
    expect((await depositRow(t, deposit.id)).state).toBe('PENDING');
  });

  it('refuses signed notifications that do not match the deposit, and moves nothing', async () => {
    const { memberId, deposit } = await gatewayDeposit(500);
    const bank = await t.call((await import('@tessera/contracts')).postDeposit, {
      token: (await registerMember(t)).token,
      body: { channel: 'BANK', amount: 500 },
    });
    const cases: Array<[Awaited<ReturnType<typeof notificationFor>>, string]> = [
      [await notificationFor(t, deposit.id, { amount: 50_001 }), 'gateway.notification.mismatch'],
      [await notificationFor(t, deposit.id, { amount: 5_000_000 }), 'gateway.notification.mismatch'],
      [await notificationFor(t, deposit.id, { currency: 'USD' }), 'gateway.notification.mismatch'],
      [
        await notificationFor(t, deposit.id, { paymentId: 'sbx_ffffffffffffffffffffffff' }),
        'gateway.notification.mismatch',
      ],
      [
        { ...(await notificationFor(t, deposit.id)), depositId: bank.body.value!.id },
        'gateway.notification.mismatch',
      ],
      [
        { ...(await notificationFor(t, deposit.id)), depositId: '00000000-0000-4000-8000-000000000000' },
        'deposit.not.found',
      ],
    ];
    for (const [body, code] of cases) {
      const answer = await notify(t, body);
      expect(answer.status, code).toBeGreaterThanOrEqual(400);
      expect(answer.status, code).toBeLessThan(500);
      expect(answer.body).toMatchObject({ success: false, errorCode: code });
    }
    // Signed, but not the shape the gateway promised.
    for (const raw of [
      'not json',
      '{"paymentId":1}',
      JSON.stringify({ ...(await notificationFor(t, deposit.id)), status: 'MAYBE' }),
    ]) {
      expect((await notify(t, raw)).body).toMatchObject({ success: false, errorCode: 'request.malformed' });
    }
    const unknownGateway = await t.app.inject({
      method: 'POST',
      url: '/wps/gateway/NOPE/notify',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknownGateway.statusCode).toBe(404);
    expect(await outcomes(deposit.id)).toEqual([]);
    expect(await mainBalance(t, memberId)).toBe(0n);
    expect((await depositRow(t, deposit.id)).state).toBe('PENDING');
    const mismatches = await t.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'deposit.gateway.mismatch')
      .execute();
    expect(mismatches.length).toBeGreaterThanOrEqual(5);
    await t.verifyLedger();
  });
});
