import {
  approveWithdrawal,
  disburseWithdrawal,
  getWithdrawal,
  getWithdrawProof,
  getWithdrawProofStaff,
  PROOF_RULES,
  postWithdrawReceipt,
  RECEIPT_BODY_LIMIT,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { allJobs } from '../../jobs/jobs.js';
import {
  balances,
  bigPng,
  finance,
  GIF_BASE64,
  gifProof,
  jpegProof,
  legsOf,
  PNG_BASE64,
  pngProof,
  withdraw,
  withdrawer,
} from './withdrawal-test-kit.js';

let t: TestApp;
let financeToken: string;
beforeAll(async () => {
  t = await createTestApp();
  financeToken = await finance(t);
});
afterAll(() => t.close());

/** A member with a disbursed withdrawal of ৳ 1,000 waiting for confirmation. */
async function disbursed() {
  const who = await withdrawer(t, 150_000n);
  const w = (await withdraw(t, who, 1_000)).body.value!;
  await t.call(approveWithdrawal, { token: financeToken, params: { id: w.id } });
  await t.call(disburseWithdrawal, { token: financeToken, params: { id: w.id } });
  return { ...who, id: w.id };
}

const confirm = (who: { token: string; id: string }, body: Record<string, unknown>) =>
  t.call(postWithdrawReceipt, { token: who.token, params: { id: who.id }, body });

describe('the withdrawal confirmation', () => {
  it('full receipt takes no amounts and no images', async () => {
    const who = await disbursed();
    expectRefusal(
      await confirm(who, { result: 'RECEIVED', receivedAmount: 1_000 }),
      'receipt.amounts.invalid',
    );
    expectRefusal(await confirm(who, { result: 'RECEIVED', proofs: [pngProof] }), 'receipt.proof.invalid');
    expect((await confirm(who, { result: 'RECEIVED' })).body.value!.state).toBe('RECEIVED');
    expectRefusal(await confirm(who, { result: 'RECEIVED' }), 'withdrawal.state.invalid');
  });

  it('partial receipt needs received + remaining = the amount, and moves no money', async () => {
    const who = await disbursed();
    expectRefusal(await confirm(who, { result: 'PARTIAL', receivedAmount: 600 }), 'receipt.amounts.invalid');
    expectRefusal(
      await confirm(who, { result: 'PARTIAL', receivedAmount: 600, remainingAmount: 300 }),
      'receipt.amounts.invalid',
    );
    expectRefusal(
      await confirm(who, { result: 'PARTIAL', receivedAmount: 600.001, remainingAmount: 399.999 }),
      'amount.invalid',
    );
    const done = await confirm(who, {
      result: 'PARTIAL',
      receivedAmount: 600.5,
      remainingAmount: 399.5,
      proofs: [jpegProof],
    });
    expect(done.body.value).toMatchObject({
      state: 'PARTIALLY_RECEIVED',
      receipt: {
        result: 'PARTIAL',
        receivedAmount: 600.5,
        remainingAmount: 399.5,
        proofCount: 1,
        forced: false,
      },
    });
    // A dispute for staff: no automatic refund, the payout stands.
    expect(await balances(t, who.memberId)).toEqual({ main: 50_000n, hold: 0n });
    expect((await legsOf(t, who.id)).map((leg) => leg.kind)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAYOUT']);
    await t.verifyLedger();
  });

  it('not received needs 1 to 3 real png or jpg images of at most 5 MB', async () => {
    const who = await disbursed();
    const refuse = async (proofs: string[] | undefined) =>
      expectRefusal(
        await confirm(who, { result: 'NOT_RECEIVED', ...(proofs ? { proofs } : {}) }),
        'receipt.proof.invalid',
      );
    await refuse(undefined);
    await refuse([]);
    await refuse([gifProof]);
    await refuse([`data:image/png;base64,${GIF_BASE64}`]); // a GIF wearing a PNG label
    await refuse(['data:image/png;base64,AAAAAAAA']);
    await refuse([pngProof, jpegProof, pngProof, jpegProof]);
    await refuse([bigPng(6 * 1024 * 1024)]);
    await refuse([bigPng(PROOF_RULES.maxBytes + 1)]);
    expectRefusal(
      await confirm(who, { result: 'NOT_RECEIVED', proofs: [pngProof], receivedAmount: 1 }),
      'receipt.amounts.invalid',
    );
    expect(
      (await t.call(getWithdrawal, { token: who.token, params: { id: who.id } })).body.value!.state,
    ).toBe('DISBURSED');

    const done = await confirm(who, {
      result: 'NOT_RECEIVED',
      proofs: [bigPng(PROOF_RULES.maxBytes), jpegProof],
    });
    expect(done.body.value).toMatchObject({
      state: 'NOT_RECEIVED',
      receipt: { result: 'NOT_RECEIVED', proofCount: 2 },
    });
    expect(await balances(t, who.memberId)).toEqual({ main: 50_000n, hold: 0n });

    const mine = await t.call(getWithdrawProof, { token: who.token, params: { id: who.id, index: 2 } });
    expect(mine.body.value).toEqual({
      contentType: 'image/jpeg',
      dataUrl: jpegProof,
      size: expect.any(Number),
    });
    const first = await t.call(getWithdrawProofStaff, {
      token: financeToken,
      params: { id: who.id, index: 1 },
    });
    expect(first.body.value).toMatchObject({ contentType: 'image/png', size: PROOF_RULES.maxBytes });
    expectRefusal(
      await t.call(getWithdrawProof, { token: who.token, params: { id: who.id, index: 3 } }),
      'object.not.found',
      404,
    );
    const other = await withdrawer(t);
    expectRefusal(
      await t.call(getWithdrawProof, { token: other.token, params: { id: who.id, index: 1 } }),
      'withdrawal.not.found',
      404,
    );
    await t.verifyLedger();
  });

  it('refuses a body over the receipt limit as too large, and stores nothing', async () => {
    const who = await disbursed();
    const response = await t.app.inject({
      method: 'POST',
      url: `/wps/withdraw/records/${who.id}/receipt`,
      headers: {
        merchant: 'TESSERA',
        language: 'EN',
        authorization: who.token,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        result: 'NOT_RECEIVED',
        proofs: [`data:image/png;base64,${'A'.repeat(RECEIPT_BODY_LIMIT)}`],
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorCode).toBe('request.too.large');
    const proofs = await t.db
      .selectFrom('withdrawal_proofs')
      .select('proof_no')
      .where('withdrawal_id', '=', who.id)
      .execute();
    expect(proofs).toEqual([]);
  });

  it('tells the proofs apart by their bytes', () => {
    expect(Buffer.from(PNG_BASE64, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('automatic receipt', () => {
  const job = () => allJobs(t.services).find((j) => j.name === 'withdrawal-auto-receive')!;

  it('counts an unconfirmed payout as received after the brand minutes (forced, no refund)', async () => {
    const who = await disbursed();
    t.clock.advance(29 * 60_000);
    expect(await job().run(t.clock.now())).toBe(0);
    t.clock.advance(60_000);
    // The window is closed at the deadline, whether or not the job has run yet.
    expectRefusal(
      await confirm(who, { result: 'NOT_RECEIVED', proofs: [pngProof] }),
      'withdrawal.state.invalid',
    );
    const due = await t.db
      .selectFrom('withdrawals')
      .select('id')
      .where('state', '=', 'DISBURSED')
      .where('auto_receive_at', '<=', t.clock.now())
      .execute();
    expect(due.map((row) => row.id)).toContain(who.id);
    // Two nodes at once: every due withdrawal is received exactly once between them.
    const passes = await Promise.all([job().run(t.clock.now()), job().run(t.clock.now())]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(due.length);
    const row = (await t.call(getWithdrawal, { token: who.token, params: { id: who.id } })).body.value!;
    expect(row).toMatchObject({ state: 'RECEIVED', receipt: { result: 'RECEIVED', forced: true } });
    expect(await job().run(t.clock.now())).toBe(0);
    expect(await balances(t, who.memberId)).toEqual({ main: 50_000n, hold: 0n });
    expectRefusal(await confirm(who, { result: 'RECEIVED' }), 'withdrawal.state.invalid');
    await t.verifyLedger();
  });

  it('leaves confirmed withdrawals alone', async () => {
    const who = await disbursed();
    await confirm(who, { result: 'PARTIAL', receivedAmount: 100, remainingAmount: 900 });
    t.clock.advance(31 * 60_000);
    await job().run(t.clock.now());
    const row = (await t.call(getWithdrawal, { token: who.token, params: { id: who.id } })).body.value!;
    expect(row).toMatchObject({ state: 'PARTIALLY_RECEIVED', receipt: { forced: false } });
  });
});
