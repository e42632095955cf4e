import {
  createDownline,
  createInvitation,
  getAgentOverview,
  getAgentReportStaff,
  getBetRecord,
  getInvitations,
  getMemberInfo,
  getTeamBet,
  getTeamBets,
  getTeamStatements,
  getTeamTransactions,
  login,
  MAX_INVITATIONS,
  searchDownlines,
  transferToDownline,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundMember,
  registerMember,
  solveHumanCheck,
  staffTokenFor,
  uniqueName,
} from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { injectTransport, pressOnSandboxPage, startGatewayDeposit } from '../deposits/deposit-test-kit.js';
import { vendorClient } from '../provider/provider-test-kit.js';
import { gameOf, playRound } from '../records/records-test-kit.js';
import { PAY_PW, trialToken } from '../transfers/transfer-test-kit.js';
import { aroundToday, buildTree, type Tree } from './agent-test-kit.js';

let t: TestApp;
let tree: Tree;
const prefix = `ag${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t, prefix);
  const { A, A1, A2a, B1 } = tree;
  const client = await vendorClient(t, 'NVA');
  const game = (await gameOf(t, 'NVA')).game_code;
  for (const who of [A1, B1]) {
    await fundMember(t, who.id, 5_000n);
    await playRound(t, client, who.id, { gameCode: game, bets: [1_000], win: 300 });
  }
  // A2a pays a deposit on the sandbox gateway's page, which notifies this app.
  t.services.deposits.sandbox.transport = injectTransport(t);
  t.services.deposits.sandbox.lateDelaysMs = [];
  const deposit = await startGatewayDeposit(t, A2a.token, 500);
  await pressOnSandboxPage(t, deposit.payUrl!, 'pay');
  await fundMember(t, A.id, 10_000n);
  const sent = await t.call(transferToDownline, {
    token: A.token,
    body: { username: A1.username, amount: 20, paymentPassword: PAY_PW },
  });
  expect(sent.body.success).toBe(true);
});
afterAll(() => t.close());

const accounts = (list: { account: string }[]) => list.map((row) => row.account).sort();
/** Our id of the round a member played (each of A1 and B1 played one). */
const roundOf = async (who: { id: number }) =>
  String(
    (
      await t.db
        .selectFrom('game_rounds')
        .select('id')
        .where('member_id', '=', who.id)
        .executeTakeFirstOrThrow()
    ).id,
  );

describe('the agent centre', () => {
  it('shows the team overview for a period: team size, registrations, money and play of the team only', async () => {
    const { A } = tree;
    const overview = (await t.call(getAgentOverview, { token: A.token, query: aroundToday(t) })).body.value!;
    expect(overview).toMatchObject({ teamSize: 3, directMembers: 1, directAgents: 1 });
    expect(overview.totals).toMatchObject({
      newMembers: 3,
      activeMembers: 1,
      firstDeposits: 1,
      depositCount: 1,
      deposits: 500,
      validBet: 10,
      payout: 3,
      profit: -7,
    });
    expect(overview.days).toHaveLength(3);
    expect(overview.days.reduce((sum, day) => sum + day.validBet, 0)).toBe(10);
    const today = (await t.call(getAgentOverview, { token: tree.B.token })).body.value!;
    expect(today.teamSize).toBe(1);
  });

  it('lists direct downlines, the whole team with levels, and drills down; never anyone outside', async () => {
    const { A, A1, A2, A2a } = tree;
    const list = async (query: Record<string, string>) =>
      (await t.call(searchDownlines, { token: A.token, query: query as never })).body.value!;
    expect(accounts((await list({ scope: 'direct' })).list)).toEqual(
      accounts([A1, A2].map((p) => ({ account: p.username }))),
    );
    const all = await list({ scope: 'all', pageSize: '50' });
    expect(all.total).toBe(3);
    const byName = new Map(all.list.map((row) => [row.account, row]));
    expect(byName.get(A1.username)).toMatchObject({
      level: 1,
      isAgent: false,
      upline: A.username,
      balance: 63, // 50 funded, 10 staked, 3 won, 20 from A
    });
    expect(byName.get(A2.username)).toMatchObject({ level: 1, isAgent: true, teamSize: 1 });
    expect(byName.get(A2a.username)).toMatchObject({ level: 2, upline: A2.username });
    expect(accounts((await list({ scope: 'direct', under: A2.username })).list)).toEqual([A2a.username]);
    expect((await list({ username: A2a.username.slice(0, -1) })).list.map((r) => r.account)).toContain(
      A2a.username,
    );
  });

  it('registers a direct downline with a first password that must be changed at the first login', async () => {
    const { A } = tree;
    const account = uniqueName('dl');
    const made = await t.call(createDownline, {
      token: A.token,
      body: { account, kind: 'AGENT', nickname: 'Rafi' },
    });
    const { downline, initialPassword } = made.body.value!;
    expect(downline).toMatchObject({ account, level: 1, isAgent: true, upline: A.username, teamSize: 0 });
    expect(initialPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{10}$/u);
    const signedIn = await t.call(login, {
      body: { username: account, password: initialPassword, humanCheck: await solveHumanCheck(t) },
    });
    expect(signedIn.body.value!.member).toMatchObject({ passwordChangeRequired: true });
    const info = (await t.call(getMemberInfo, { token: signedIn.body.value!.token })).body.value!;
    expect(info).toMatchObject({ isAgent: true, type: 2 });
    expectRefusal(
      await t.call(createDownline, { token: A.token, body: { account, kind: 'MEMBER' } }),
      'username.taken',
    );
    expectRefusal(
      await t.call(createDownline, { token: A.token, body: { account: 'a b!', kind: 'MEMBER' } }),
      'validation.failed',
    );
    expectRefusal(
      await t.call(createDownline, {
        token: tree.A1.token,
        body: { account: uniqueName('dl'), kind: 'MEMBER' },
      }),
      'agent.only',
      403,
    );
    expectRefusal(
      await t.call(createDownline, {
        token: await trialToken(t),
        body: { account: uniqueName('dl'), kind: 'MEMBER' },
      }),
      'trial.not.allowed',
    );
  });

  it('hands out invitation codes for members and for agents, and counts who registered with each', async () => {
    const { A } = tree;
    const before = (await t.call(getInvitations, { token: A.token })).body.value!.list;
    expect(before.map((i) => i.code)).toContain(A.code);
    expect(before.find((i) => i.code === A.code)).toMatchObject({ kind: 'MEMBER', registrations: 2 });
    const code = (await t.call(createInvitation, { token: A.token, body: { kind: 'AGENT' } })).body.value!;
    expect(code).toMatchObject({ kind: 'AGENT', registrations: 0 });
    expect(code.link).toMatch(new RegExp(`\\?affiliateCode=${code.code}$`, 'u'));
    const joined = await registerMember(t, { username: uniqueName('inv'), affiliateCode: code.code });
    const info = (await t.call(getMemberInfo, { token: joined.token })).body.value!;
    expect(info).toMatchObject({ isAgent: true, type: 2 });
    const after = (await t.call(getInvitations, { token: A.token })).body.value!.list;
    expect(after[0]).toMatchObject({ code: code.code, registrations: 1 });
    for (let i = after.length - 1; i < MAX_INVITATIONS; i++) {
      await t.call(createInvitation, { token: A.token, body: { kind: 'MEMBER' } });
    }
    expectRefusal(
      await t.call(createInvitation, { token: A.token, body: { kind: 'MEMBER' } }),
      'agent.invitations.full',
    );
  });

  it('shows the team betting, statements and transactions of the team, by member', async () => {
    const { A, A1, A2a } = tree;
    const query = aroundToday(t);
    const bets = (await t.call(getTeamBets, { token: A.token, query })).body.value!;
    expect(bets.list.map((row) => row.account)).toEqual([A1.username]);
    expect(bets.totals).toMatchObject({ rounds: 1, validBet: 10, payout: 3, profit: -7 });
    const statements = (await t.call(getTeamStatements, { token: A.token, query })).body.value!;
    expect(accounts(statements.list)).toEqual([A1.username, A2a.username].sort());
    expect(statements.list[0]).toMatchObject({ account: A1.username, level: 1, validBet: 10, profit: -7 });
    expect(statements.totals).toMatchObject({ deposits: 500, depositCount: 1, validBet: 10 });
    const one = (
      await t.call(getTeamStatements, { token: A.token, query: { ...query, account: A2a.username } })
    ).body.value!;
    expect(accounts(one.list)).toEqual([A2a.username]);
    const moves = (await t.call(getTeamTransactions, { token: A.token, query })).body.value!;
    expect(moves.list.map((row) => [row.kind, row.account, row.amount])).toEqual(
      expect.arrayContaining([
        ['DEPOSIT', A2a.username, 500],
        ['TRANSFER', A1.username, 20],
      ]),
    );
    const deposits = (
      await t.call(getTeamTransactions, { token: A.token, query: { ...query, kind: 'DEPOSIT' } })
    ).body.value!;
    expect(deposits.list.map((row) => row.kind)).toEqual(['DEPOSIT']);
  });

  it('opens a row of team betting in full, as the member’s own record shows it, with whose it is', async () => {
    const { A, A1 } = tree;
    const row = (await t.call(getTeamBets, { token: A.token, query: aroundToday(t) })).body.value!.list[0]!;
    const detail = (await t.call(getTeamBet, { token: A.token, params: { id: row.id } })).body.value!;
    const own = (await t.call(getBetRecord, { token: A1.token, params: { id: row.id } })).body.value!;
    expect(detail).toEqual({ record: { ...own.record, account: A1.username }, legs: own.legs });
    expect(detail.legs.map((leg) => leg.kind)).toEqual(['BET', 'WIN']);
    for (const id of ['999999999', 'L999999999']) {
      expectRefusal(await t.call(getTeamBet, { token: A.token, params: { id } }), 'object.not.found', 404);
    }
  });
});

describe('the back office’s agent report', () => {
  it('shows staff an agent’s team as the agent sees it, and nobody else’s', async () => {
    const { A, A1 } = tree;
    const staff = await staffTokenFor(t, 'support');
    const query = aroundToday(t);
    const own = (await t.call(getAgentOverview, { token: A.token, query })).body.value!;
    const report = (await t.call(getAgentReportStaff, { token: staff, params: { memberId: A.id }, query }))
      .body.value!;
    expect(report).toEqual({ account: A.username, ...own });
    expectRefusal(
      await t.call(getAgentReportStaff, { token: staff, params: { memberId: A1.id }, query }),
      'object.not.found',
      404,
    );
    expectRefusal(
      await t.call(getAgentReportStaff, {
        token: await staffTokenFor(t, 'content'),
        params: { memberId: A.id },
      }),
      'staff.forbidden',
      403,
    );
  });
});

describe('subtree isolation', () => {
  it('answers every agent call about the caller’s own team only, and names no one outside it', async () => {
    const { A, A1, A2, A2a, B, B1 } = tree;
    const teams = new Map([
      [A, [A1, A2, A2a]],
      [A2, [A2a]],
      [B, [B1]],
    ]);
    const everyone = [A, A1, A2, A2a, B, B1];
    const query = { ...aroundToday(t), pageSize: 50 };
    for (const [agent, team] of teams) {
      const inside = new Set(team.map((p) => p.username));
      const downlines = (
        await t.call(searchDownlines, { token: agent.token, query: { pageSize: 50 } as never })
      ).body.value!.list;
      const seen = [
        ...downlines.map((row) => row.account),
        ...(await t.call(getTeamBets, { token: agent.token, query })).body.value!.list.map(
          (row) => row.account,
        ),
        ...(await t.call(getTeamStatements, { token: agent.token, query })).body.value!.list.map(
          (row) => row.account,
        ),
        ...(await t.call(getTeamTransactions, { token: agent.token, query })).body.value!.list.map(
          (row) => row.account,
        ),
      ];
      const named = new Set(everyone.map((p) => p.username));
      for (const account of seen.filter((name) => named.has(name)))
        expect(inside, agent.username).toContain(account);
      for (const player of [A1, B1]) {
        const answer = await t.call(getTeamBet, {
          token: agent.token,
          params: { id: await roundOf(player) },
        });
        if (inside.has(player.username)) expect(answer.body.value!.record.account).toBe(player.username);
        else expectRefusal(answer, 'object.not.found', 404);
      }
      for (const outsider of everyone.filter((p) => !inside.has(p.username))) {
        const filtered = { ...query, account: outsider.username };
        for (const answer of [
          await t.call(searchDownlines, { token: agent.token, query: { under: outsider.username } as never }),
          await t.call(getTeamBets, { token: agent.token, query: filtered }),
          await t.call(getTeamStatements, { token: agent.token, query: filtered }),
          await t.call(getTeamTransactions, { token: agent.token, query: filtered }),
        ]) {
          expectRefusal(answer, 'object.not.found', 404);
        }
      }
    }
  });

  it('refuses members who are not agents, trial members and no session on every agent call', async () => {
    const calls = [
      getAgentOverview,
      searchDownlines,
      getInvitations,
      getTeamBets,
      getTeamStatements,
      getTeamTransactions,
    ];
    const trial = await trialToken(t);
    for (const endpoint of calls) {
      expectRefusal(await t.call(endpoint, { token: tree.A1.token }), 'agent.only', 403);
      expectRefusal(await t.call(endpoint, { token: trial }), 'trial.not.allowed');
      expectRefusal(await t.call(endpoint, {}), 'login.not.session');
    }
    const own = { params: { id: await roundOf(tree.A1) } };
    expectRefusal(await t.call(getTeamBet, { ...own, token: tree.A1.token }), 'agent.only', 403);
    expectRefusal(await t.call(getTeamBet, { ...own, token: trial }), 'trial.not.allowed');
    expectRefusal(await t.call(getTeamBet, own), 'login.not.session');
    expectRefusal(
      await t.call(createInvitation, { token: tree.B1.token, body: { kind: 'MEMBER' } }),
      'agent.only',
      403,
    );
  });

  it('refuses a custom period that is reversed or too long', async () => {
    const token = tree.A.token;
    expectRefusal(
      await t.call(getAgentOverview, {
        token,
        query: { period: 'custom', from: '2026-11-10', to: '2026-11-01' },
      }),
      'agent.range.invalid',
    );
    expectRefusal(
      await t.call(getTeamStatements, {
        token,
        query: { period: 'custom', from: '2026-01-01', to: '2026-11-01' },
      }),
      'agent.range.invalid',
    );
    expectRefusal(await t.call(getTeamBets, { token, query: { period: 'custom' } }), 'validation.failed');
  });
});
