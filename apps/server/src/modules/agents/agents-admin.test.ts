import {
  type ContractTier,
  getAgentTreeStaff,
  holdBillStaff,
  listBillsStaff,
  listContractsStaff,
  offerContract,
  processRealtimeSalary,
  suspendContractStaff,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_AGENT } from '../../db/seed/demo-brand.js';
import { vendorClient } from '../provider/provider-test-kit.js';
import { gameOf, playRound } from '../records/records-test-kit.js';
import { buildTree, type Tree } from './agent-test-kit.js';

/** The back office's agents: the tree's search, bills with whose they are, the brakes' reasons. */
let t: TestApp;
let tree: Tree;
let risk: string;
let support: string;
let contractId: string;
const prefix = `aa${Math.random().toString(36).slice(2, 6)}`;
const tier = (rateBp: number): ContractTier => ({
  minValidBet: 0,
  minActiveMembers: 0,
  minNetLoss: 0,
  rateBp,
  fixed: 0,
});

beforeAll(async () => {
  t = await createTestApp();
  // Real-time periods are five minutes: start the clock at the top of one.
  t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 300_000) * 300_000 + 10_000));
  tree = await buildTree(t, prefix);
  risk = await staffTokenFor(t, 'risk');
  support = await staffTokenFor(t, 'support');
  const { A, A2, A2a } = tree;
  const offered = await t.call(offerContract, {
    token: A.token,
    body: { account: A2.username, type: 'REALTIME_SALARY', tiers: [tier(100)] },
  });
  contractId = offered.body.value!.id;
  await t.call(processRealtimeSalary, { token: A2.token, body: { id: contractId, action: 'A' } });
  const client = await vendorClient(t, 'NVA');
  await fundMember(t, A2a.id, 100_000n);
  await playRound(t, client, A2a.id, {
    gameCode: (await gameOf(t, 'NVA')).game_code,
    bets: [20_000],
    win: 5_000,
  });
  t.clock.advance(300_000);
  // A cannot pay A2's bill: it waits (INSUFFICIENT_BALANCE), which staff may hold.
  await t.services.agents.settlement.run('REALTIME_SALARY');
});
afterAll(() => t.close());

describe('the back office’s agent tree', () => {
  it('finds a member by account (any case) or id, with the uplines to open the tree at them', async () => {
    const { A, A2, A2a } = tree;
    const search = async (query: { account?: string; memberId?: number; parentId?: number }) =>
      (await t.call(getAgentTreeStaff, { token: support, query })).body.value!;
    const byAccount = await search({ account: A2a.username.toUpperCase(), parentId: A.id });
    expect(byAccount.list).toEqual([
      expect.objectContaining({ memberId: A2a.id, account: A2a.username, isAgent: false, teamSize: 0 }),
    ]);
    expect(byAccount.total).toBe(1);
    expect(byAccount.path.slice(-2)).toEqual([
      { memberId: A.id, account: A.username },
      { memberId: A2.id, account: A2.username },
    ]);
    expect(byAccount.path[0]!.account).toBe(DEMO_AGENT.username);
    const byId = await search({ memberId: A2.id });
    expect(byId.list).toEqual([
      expect.objectContaining({
        memberId: A2.id,
        isAgent: true,
        teamSize: 1,
        contracts: ['REALTIME_SALARY'],
      }),
    ]);
    expect(byId.path.at(-1)).toEqual({ memberId: A.id, account: A.username });
    // A term of digits is sent as both: no account has it, the id does.
    const either = await search({ account: String(A2.id), memberId: A2.id });
    expect(either.list.map((node) => node.memberId)).toEqual([A2.id]);
    expect((await search({ account: A.username, memberId: A2.id })).list.map((n) => n.memberId)).toEqual([
      A.id,
    ]);
    expect(await search({ account: `${prefix}-nobody` })).toMatchObject({ path: [], list: [], total: 0 });
    expect(await search({ memberId: 2_000_000_000 })).toMatchObject({ path: [], list: [], total: 0 });
    expectRefusal(
      await t.call(getAgentTreeStaff, { token: await staffTokenFor(t, 'content'), query: { account: 'x' } }),
      'staff.forbidden',
      403,
    );
  });
});

describe('the back office’s bills and contracts', () => {
  it('names each bill’s payer and holder by account and member id', async () => {
    const { A, A2 } = tree;
    const bills = (await t.call(listBillsStaff, { token: support, query: { account: A2.username } })).body
      .value!.list;
    expect(bills.find((bill) => bill.amount > 0)).toMatchObject({
      payer: A.username,
      payerId: A.id,
      payee: A2.username,
      payeeId: A2.id,
      state: 'INSUFFICIENT_BALANCE',
      holdNote: null,
    });
    const house = (await t.call(listBillsStaff, { token: support, query: { account: DEMO_AGENT.username } }))
      .body.value!.list[0]!;
    expect(house).toMatchObject({ payer: null, payerId: null, payee: DEMO_AGENT.username });
    expect(house.payeeId).toBeGreaterThan(0);
  });

  it('keeps the reason, who and when of the last suspension or lift on the contract', async () => {
    const { A2 } = tree;
    const suspend = (suspended: boolean, reason: string, token = risk) =>
      t.call(suspendContractStaff, { token, params: { id: contractId }, body: { suspended, reason } });
    const suspended = (await suspend(true, 'Chargeback under review')).body.value!;
    expect(suspended).toMatchObject({
      suspended: true,
      suspensionNote: { reason: 'Chargeback under review', by: expect.stringMatching(/^risk/u) },
    });
    expect(Date.parse(suspended.suspensionNote!.at)).toBe(t.clock.now().getTime());
    const listed = (await t.call(listContractsStaff, { token: support, query: { account: A2.username } }))
      .body.value!.list[0]!;
    expect(listed.suspensionNote).toEqual(suspended.suspensionNote);
    t.clock.advance(1_000);
    const lifted = (await suspend(false, 'Cleared')).body.value!;
    expect(lifted).toMatchObject({ suspended: false, suspensionNote: { reason: 'Cleared' } });
    expectRefusal(await suspend(true, 'no', support), 'staff.forbidden', 403);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `member:${A2.id}`)
      .where('action', 'like', 'agent.contract.%')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['agent.contract.suspend', 'agent.contract.resume']),
    );
  });

  it('keeps the reason, who and when of the last hold or release on the bill', async () => {
    const { A2 } = tree;
    const waiting = (
      await t.call(listBillsStaff, { token: support, query: { account: A2.username } })
    ).body.value!.list.find((bill) => bill.amount > 0)!;
    const hold = (held: boolean, reason: string, token = risk) =>
      t.call(holdBillStaff, { token, params: { id: waiting.id }, body: { held, reason } });
    const held = (await hold(true, 'Upline disputes it')).body.value!;
    expect(held).toMatchObject({
      state: 'HELD',
      held: true,
      payerId: waiting.payerId,
      payeeId: A2.id,
      holdNote: { reason: 'Upline disputes it', by: expect.stringMatching(/^risk/u) },
    });
    const listed = (await t.call(listBillsStaff, { token: support, query: { state: 'HELD' } })).body.value!
      .list;
    expect(listed.find((bill) => bill.id === waiting.id)?.holdNote).toEqual(held.holdNote);
    const released = (await hold(false, 'Settled with the upline')).body.value!;
    expect(released).toMatchObject({ held: false, holdNote: { reason: 'Settled with the upline' } });
    expectRefusal(await hold(true, 'no', support), 'staff.forbidden', 403);
  });
});
