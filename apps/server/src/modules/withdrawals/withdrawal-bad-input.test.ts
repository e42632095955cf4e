import {
  approveWithdrawal,
  disburseWithdrawal,
  getWithdrawal,
  getWithdrawals,
  getWithdrawProof,
  listWithdrawalsStaff,
  postWithdraw,
  postWithdrawReceipt,
  rejectWithdrawal,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealRaw } from '../../../test/raw-seal.js';
import { type CallResult, createTestApp, type TestApp } from '../../../test/test-app.js';
import { balances, finance, PAY_PW, pngProof, withdraw, withdrawer } from './withdrawal-test-kit.js';

let t: TestApp;
let financeToken: string;
let who: Awaited<ReturnType<typeof withdrawer>>;
let disbursedId: string;
let pendingId: string;

beforeAll(async () => {
  t = await createTestApp();
  financeToken = await finance(t);
  who = await withdrawer(t, 300_000n);
  disbursedId = (await withdraw(t, who, 1_000)).body.value!.id;
  await t.call(approveWithdrawal, { token: financeToken, params: { id: disbursedId } });
  await t.call(disburseWithdrawal, { token: financeToken, params: { id: disbursedId } });
  pendingId = (await withdraw(t, who, 1_000)).body.value!.id;
});
afterAll(() => t.close());

/** An envelope refusal with a 4xx: never a 5xx, never a success. */
function refused(result: CallResult<unknown>, code?: string) {
  const what = `${result.status} ${JSON.stringify(result.body).slice(0, 200)}`;
  expect(result.body.success, what).toBe(false);
  expect(result.status, what).toBeGreaterThanOrEqual(400);
  expect(result.status, what).toBeLessThan(500);
  expect(result.body.message, what).toBeTruthy();
  if (code) expect(result.body.errorCode, what).toBe(code);
}

/** Money and rows as they stood: what every refusal must leave untouched. */
async function state() {
  const rows = await t.db.selectFrom('withdrawals').select(['id', 'state']).orderBy('id').execute();
  const proofs = await t.db.selectFrom('withdrawal_proofs').select('withdrawal_id').execute();
  const transfers = await t.db.selectFrom('ledger_transfers').select('id').execute();
  return { rows, proofs: proofs.length, transfers: transfers.length, money: await balances(t, who.memberId) };
}

const BAD_AMOUNTS: unknown[] = [
  -500,
  0,
  -0.01,
  'NaN',
  'abc',
  '500',
  null,
  true,
  [500],
  { v: 500 },
  1e15,
  500.001,
];

describe('bad input to the withdrawal calls: an envelope refusal, nothing moved', () => {
  it('POST /wps/withdraw', async () => {
    const before = await state();
    for (const amount of BAD_AMOUNTS) refused(await withdraw(t, who, amount));
    refused(await withdraw(t, who, 50_000.01), 'amount.above.maximum');
    refused(await withdraw(t, who, 1), 'amount.below.minimum');
    for (const cardId of [-1, 0, 1.5, 'x', '1', null, 2 ** 31]) {
      refused(await withdraw(t, who, 500, { cardId }));
    }
    for (const paymentPassword of [123456, '', null, 'x'.repeat(65)]) {
      refused(await withdraw(t, who, 500, { paymentPassword }));
    }
    refused(await withdraw(t, who, 500, { requestId: 'not-a-uuid' }));
    // 1e309 and NaN cannot be written by JSON.stringify: send the raw text inside a valid seal.
    const key = t.services.sealed.publicKey();
    for (const raw of ['1e309', '-1e309', 'NaN', '"Infinity"']) {
      const text = `{"amount":${raw},"cardId":${who.cardId},"paymentPassword":"${PAY_PW}","ts":${t.clock.now().getTime()},"nonce":"${crypto.randomUUID()}"}`;
      const sealed = await sealRaw(key, text);
      const response = await t.app.inject({
        method: 'POST',
        url: postWithdraw.path,
        headers: { merchant: 'TESSERA', language: 'EN', authorization: who.token, encryption: sealed.header },
        payload: sealed.body,
      });
      refused({ status: response.statusCode, body: response.json(), cookies: {} });
    }
    // Plain JSON where the brand requires a seal.
    refused(
      await t.call(postWithdraw, {
        token: who.token,
        seal: false,
        body: { amount: 500, cardId: who.cardId, paymentPassword: PAY_PW },
      }),
    );
    expect(await state()).toEqual(before);
  });

  it('POST /wps/withdraw/records/:id/receipt', async () => {
    const before = await state();
    const call = (body: unknown, id = disbursedId) =>
      t.call(postWithdrawReceipt, {
        token: who.token,
        params: { id },
        body: body as Record<string, unknown>,
      });
    for (const amount of BAD_AMOUNTS) {
      refused(await call({ result: 'PARTIAL', receivedAmount: amount, remainingAmount: 500 }));
      refused(await call({ result: 'PARTIAL', receivedAmount: 500, remainingAmount: amount }));
    }
    for (const result of ['received', 'PARTIALLY_RECEIVED', '', 1, null]) refused(await call({ result }));
    for (const proofs of ['x', [1], [''], ['data:image/png;base64,***'], [pngProof.replace('data:', '')]]) {
      refused(await call({ result: 'NOT_RECEIVED', proofs }));
    }
    refused(await call({ result: 'RECEIVED' }, pendingId), 'withdrawal.state.invalid');
    refused(await call({ result: 'RECEIVED' }, 'not-a-uuid'), 'validation.failed');
    expect(await state()).toEqual(before);
  });

  it('the list, one withdrawal and its proofs', async () => {
    const before = await state();
    const queries: Record<string, string>[] = [
      { state: 'BOGUS' },
      { pageNo: '0' },
      { pageSize: '51' },
      { pageNo: 'x' },
      { pageSize: '-1' },
    ];
    for (const query of queries) {
      refused(await t.call(getWithdrawals, { token: who.token, query }), 'validation.failed');
    }
    refused(await t.call(getWithdrawal, { token: who.token, params: { id: '1' } }), 'validation.failed');
    refused(
      await t.call(getWithdrawal, { token: who.token, params: { id: "1' or 1=1" } }),
      'validation.failed',
    );
    for (const index of ['0', '4', 'x', '-1', '1.5']) {
      refused(
        await t.call(getWithdrawProof, { token: who.token, params: { id: disbursedId, index } }),
        'validation.failed',
      );
    }
    expect(await state()).toEqual(before);
  });

  it('the staff calls', async () => {
    const before = await state();
    refused(await t.call(listWithdrawalsStaff, { token: financeToken, query: {} }), 'validation.failed');
    refused(
      await t.call(listWithdrawalsStaff, { token: financeToken, query: { state: 'x' } }),
      'validation.failed',
    );
    for (const reason of ['', '   ', 'x'.repeat(501), 42, null]) {
      refused(
        await t.call(rejectWithdrawal, {
          token: financeToken,
          params: { id: pendingId },
          body: { reason } as Record<string, unknown>,
        }),
        'validation.failed',
      );
    }
    refused(
      await t.call(approveWithdrawal, { token: financeToken, params: { id: 'abc' } }),
      'validation.failed',
    );
    refused(
      await t.call(disburseWithdrawal, { token: financeToken, params: { id: pendingId } }),
      'withdrawal.state.invalid',
    );
    expect(await state()).toEqual(before);
    await t.verifyLedger();
  });
});
