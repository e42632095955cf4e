import { randomUUID } from 'node:crypto';
import {
  bindBankCard,
  postWithdraw,
  transferToDownline,
  transferToUpline,
  walletTransfer,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_AGENT } from '../../db/seed/demo-brand.js';
import { balanceOf, PAY_PW, person, REAL_NAME } from './transfer-test-kit.js';

/** Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where the calls truly overlap. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('transfers between people at the same time', () => {
  it('100 upline transfers from a member who can pay for 50: exactly 50 go through', async () => {
    const agent = await person(t, { parentCode: DEMO_AGENT.affiliateCode, agent: true });
    const member = await person(t, { parentCode: agent.code! });
    await fundMember(t, member.id, 50n * 1_000n);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call(transferToUpline, { token: member.token, body: { amount: 10, paymentPassword: PAY_PW } }),
      ),
    );
    const accepted = results.filter((r) => r.body.success);
    expect(accepted).toHaveLength(50);
    expect(results.filter((r) => !r.body.success).map((r) => r.body.errorCode)).toEqual(
      Array(50).fill('balance.insufficient'),
    );
    expect(await balanceOf(t, member.id)).toBe(0n);
    expect(await balanceOf(t, agent.id)).toBe(50_000n);
    // Every accepted answer tells a different, never negative balance.
    const balances = accepted.map((r) => r.body.value!.balance).sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: 50 }, (_, i) => i * 10));
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('actor_id', '=', member.id)
      .where('action', '=', 'member.transfer.upline')
      .execute();
    expect(audits).toHaveLength(50);
    await t.verifyLedger();
  });

  it('one request id sent 20 times at once moves the money once', async () => {
    const agent = await person(t, { parentCode: DEMO_AGENT.affiliateCode, agent: true });
    const member = await person(t, { parentCode: agent.code! });
    await fundMember(t, member.id, 100_000n);
    const requestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(transferToDownline, {
          token: agent.token,
          body: { username: member.username, amount: 3, paymentPassword: PAY_PW, requestId },
        }),
      ),
    );
    // The agent had nothing: all are refused alike, or (after a fund) all answer the one transfer.
    expect(new Set(results.map((r) => r.body.errorCode))).toEqual(new Set(['balance.insufficient']));
    await fundMember(t, agent.id, 1_000n);
    const retried = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(transferToDownline, {
          token: agent.token,
          body: { username: member.username, amount: 3, paymentPassword: PAY_PW, requestId },
        }),
      ),
    );
    expect(retried.every((r) => r.body.success)).toBe(true);
    expect(new Set(retried.map((r) => r.body.value!.transferId)).size).toBe(1);
    expect(retried.filter((r) => !r.body.value!.replayed)).toHaveLength(1);
    expect(await balanceOf(t, agent.id)).toBe(700n);
    expect(await balanceOf(t, member.id)).toBe(100_300n);
    await t.verifyLedger();
  });

  it('withdrawals, wallet transfers and upline transfers on one member never overdraw it', async () => {
    const agent = await person(t, { parentCode: DEMO_AGENT.affiliateCode, agent: true });
    const member = await person(t, { parentCode: agent.code! });
    const card = await t.call(bindBankCard, {
      token: member.token,
      body: {
        bankName: 'Sonali Bank',
        cardNumber: '4000111122223333',
        holderName: REAL_NAME,
        paymentPassword: PAY_PW,
      },
    });
    expect(card.body.success).toBe(true);
    const funds = 300_000n; // 3,000.00
    await fundMember(t, member.id, funds);
    const token = member.token;
    const calls = Array.from({ length: 45 }, (_, i) => {
      if (i % 3 === 0)
        return t.call(transferToUpline, { token, body: { amount: 150, paymentPassword: PAY_PW } });
      if (i % 3 === 1) return t.call(walletTransfer, { token, body: { from: 2, to: 100, amount: 150 } });
      return t.call(postWithdraw, {
        token,
        body: { amount: 500, cardId: card.body.value!.id, paymentPassword: PAY_PW },
      });
    });
    const results = await Promise.all(calls);
    for (const r of results.filter((r) => !r.body.success)) {
      expect(['balance.insufficient', 'withdrawal.daily.limit']).toContain(r.body.errorCode);
    }
    const main = await balanceOf(t, member.id);
    const vendor = await balanceOf(t, member.id, 'VENDOR:BGS');
    const hold = await balanceOf(t, member.id, 'WITHDRAW_HOLD');
    const sentUp = await balanceOf(t, agent.id);
    expect(main).toBeGreaterThanOrEqual(0n);
    expect(main + vendor + hold + sentUp).toBe(funds);
    expect(results.filter((r) => r.body.success).length).toBeGreaterThan(0);
    expect(results.filter((r) => r.body.errorCode === 'balance.insufficient').length).toBeGreaterThan(0);
    await t.verifyLedger();
  });
});
