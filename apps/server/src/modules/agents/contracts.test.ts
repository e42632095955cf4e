import {
  type ContractTier,
  getConsolidatedFunds,
  listBills,
  listContracts,
  offerContract,
  processDailySalary,
  processRealtimeSalary,
  requestTermination,
  ZTerminatesLowerRefusal,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_AGENT } from '../../db/seed/demo-brand.js';
import { vendorClient } from '../provider/provider-test-kit.js';
import { gameOf, logIn, playRound } from '../records/records-test-kit.js';
import { balanceOf, trialToken } from '../transfers/transfer-test-kit.js';
import { buildTree, type Tree } from './agent-test-kit.js';

let t: TestApp;
let tree: Tree;
const prefix = `ct${Math.random().toString(36).slice(2, 6)}`;
const tier = (rateBp: number, extra: Partial<ContractTier> = {}): ContractTier => ({
  minValidBet: 0,
  minActiveMembers: 0,
  minNetLoss: 0,
  rateBp,
  fixed: 0,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  // Real-time periods are five minutes: start the clock at the top of one.
  t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 300_000) * 300_000 + 10_000));
  tree = await buildTree(t, prefix);
});
afterAll(() => t.close());

const offer = (from: { token: string }, to: { username: string }, rateBp: number, more = {}) =>
  t.call(offerContract, {
    token: from.token,
    body: { account: to.username, type: 'REALTIME_SALARY', tiers: [tier(rateBp)], ...more },
  });
const answer = (who: { token: string }, id: string, action: 'A' | 'R' | 'C') =>
  t.call(processRealtimeSalary, { token: who.token, body: { id, action } });
const requests = async (who: { token: string }) =>
  (await t.call(getConsolidatedFunds, { token: who.token })).body.value!;

describe('contracts', () => {
  it('an offer waits for the holder, who accepts it into force; the consolidated info says so', async () => {
    const { A, A2 } = tree;
    const offered = (await offer(A, A2, 50)).body.value!;
    expect(offered).toMatchObject({
      state: 'P',
      upline: A.username,
      member: A2.username,
      type: 'REALTIME_SALARY',
    });
    expect(await requests(A2)).toMatchObject({ realtimesalreqtype: 1, realtimeSalary: false });
    expectRefusal(await offer(A, A2, 40), 'contract.exists');
    const accepted = (await answer(A2, offered.id, 'A')).body.value!;
    expect(accepted.state).toBe('V');
    expect(await requests(A2)).toMatchObject({ realtimesalreqtype: 0, realtimeSalary: true });
    expect(await requests(A)).toMatchObject({ realtimeSalary: true });
    const mine = (await t.call(listContracts, { token: A.token, query: { direction: 'offered' } })).body
      .value!;
    expect(mine.list.map((c) => c.id)).toEqual([offered.id]);
  });

  it('caps an offer at the offerer’s own rate, and names the lower contracts an acceptance would end', async () => {
    const { A, A2, A2a } = tree;
    expectRefusal(await offer(A2, A2a, 60), 'contract.rate.above.own');
    const lower = (await offer(A2, A2a, 40)).body.value!;
    await answer(A2a, lower.id, 'A');
    // A ends A2's contract (A2 agrees), then offers less than A2 pays A2a.
    const held = (await t.call(listContracts, { token: A2.token })).body.value!.list[0]!;
    expect(
      (await t.call(requestTermination, { token: A.token, params: { id: held.id } })).body.value,
    ).toMatchObject({
      terminationRequestedBy: 'UPLINE',
    });
    expect(await requests(A2)).toMatchObject({ realtimesalreqtype: 2 });
    expect((await answer(A2, held.id, 'A')).body.value).toMatchObject({
      state: 'C',
      endedReason: 'TERMINATED',
    });
    const refused = expectRefusal(await offer(A, A2, 30), 'contract.terminates.lower', 409);
    expect(refused.message).toContain(A2a.username);
    expect(ZTerminatesLowerRefusal.parse(refused.value)).toEqual({
      accounts: [A2a.username],
      contracts: [
        { contractId: lower.id, type: 'REALTIME_SALARY', state: 'V', account: A2a.username, rateBp: 40 },
      ],
    });
    const cheaper = (await offer(A, A2, 30, { acknowledgeTerminations: true })).body.value!;
    await answer(A2, cheaper.id, 'A');
    const ended = (await t.call(listContracts, { token: A2a.token })).body.value!.list[0]!;
    expect(ended).toMatchObject({ id: lower.id, state: 'C', endedReason: 'RATE_ABOVE_UPLINE' });
  });

  it('refuses answers for someone else’s contract, another type’s call, and moves a state cannot make', async () => {
    const { A, A2, B } = tree;
    const held = (await t.call(listContracts, { token: A2.token, query: { state: 'V' } })).body.value!
      .list[0]!;
    expectRefusal(await answer(B, held.id, 'C'), 'object.not.found', 404);
    expectRefusal(
      await t.call(processDailySalary, { token: A2.token, body: { id: held.id, action: 'C' } }),
      'object.not.found',
      404,
    );
    expectRefusal(await answer(A2, held.id, 'R'), 'contract.state.invalid', 409);
    expectRefusal(
      await t.call(requestTermination, { token: B.token, params: { id: held.id } }),
      'object.not.found',
      404,
    );
    expectRefusal(await offer(A, tree.A2a, 10), 'object.not.found', 404);
    expectRefusal(await offer(tree.A1, tree.A2a, 10), 'agent.only', 403);
    expectRefusal(await t.call(listContracts, { token: await trialToken(t) }), 'trial.not.allowed');
    // The holder asks to end it; the upline agrees.
    expect((await answer(A2, held.id, 'C')).body.value).toMatchObject({
      terminationRequestedBy: 'DOWNLINE',
      state: 'V',
    });
    expect(await requests(A2)).toMatchObject({ realtimesalreqtype: 0 });
    expect(
      (await t.call(requestTermination, { token: A.token, params: { id: held.id } })).body.value,
    ).toMatchObject({
      state: 'C',
    });
  });
});

describe('real-time salary settlement', () => {
  it('bills each five minutes once with its inputs, pays from the upline, waits when the upline cannot pay', async () => {
    const { A, A2, A2a } = tree;
    const contract = (await offer(A, A2, 100)).body.value!;
    await answer(A2, contract.id, 'A');
    const client = await vendorClient(t, 'NVA');
    const game = (await gameOf(t, 'NVA')).game_code;
    await fundMember(t, A2a.id, 100_000n);
    await playRound(t, client, A2a.id, { gameCode: game, bets: [20_000], win: 5_000 });
    t.clock.advance(300_000);
    const { settlement } = t.services.agents;
    const aBefore = await balanceOf(t, A.id);
    expect(aBefore).toBe(0n);
    const first = await settlement.run('REALTIME_SALARY');
    // agent01 holds the demo's house contract: the house pays theirs at once; A cannot pay A2's.
    expect(first).toMatchObject({ paid: 1, waiting: 1 });
    const bills = async () =>
      (await t.call(listBills, { token: A2.token, query: { type: 'REALTIME_SALARY' } })).body.value!;
    const waiting = (await bills()).list.find((bill) => bill.amount > 0)!;
    expect(waiting).toMatchObject({
      state: 'INSUFFICIENT_BALANCE',
      validBet: 200,
      netLoss: 150,
      activeMembers: 1,
      rateBp: 100,
      amount: 2,
      payer: A.username,
      payerId: A.id,
      payee: A2.username,
      payeeId: A2.id,
    });

    await fundMember(t, A.id, 1_000n);
    const second = await settlement.run('REALTIME_SALARY');
    expect(second).toMatchObject({ bills: 0, paid: 1, waiting: 0 });
    expect((await bills()).list.find((bill) => bill.id === waiting.id)).toMatchObject({ state: 'PAID' });
    expect(await balanceOf(t, A.id)).toBe(1_000n - 200n);
    const third = await settlement.run('REALTIME_SALARY');
    expect(third).toEqual({ bills: 0, paid: 0, waiting: 0 });
    expect(await balanceOf(t, A.id)).toBe(800n);
    const paidByA = (await t.call(listBills, { token: A.token, query: { direction: 'paid' } })).body.value!;
    expect(paidByA.paidTotal).toBe(2);
    const top = (await t.call(listBills, { token: await logIn(t, DEMO_AGENT), query: {} })).body.value!;
    // The house's 1 % of its whole team's valid bet: A2a's 200.00.
    expect(top.list.find((bill) => bill.amount > 0)).toMatchObject({
      payer: null,
      payerId: null,
      state: 'PAID',
      rateBp: 100,
    });
    await t.verifyLedger();
  });
});
