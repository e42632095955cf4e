import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { teamPath } from '../../db/team-path.js';
import type { Caller } from '../accounts/sign-in.js';
import { type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { gameOf, playRound } from '../records/records-test-kit.js';
import type { Merchant } from '../site/merchant.js';

/**
 * Settlement as a property: for random teams, rates and play (rounds played through the provider API), every real-time salary contract is
 * billed once per period its team played in, with the team's valid bet, pays exactly rate × valid bet (rounded down)
 * when the payer can, waits otherwise, never pays twice however often it runs, and no contract in
 * force pays more than its holder's upline's own.
 */

let t: TestApp;
let merchant: Merchant;
let serial = 0;
let client: LaunchingClient;
let game: string;

beforeAll(async () => {
  t = await createTestApp();
  merchant = (await t.services.merchants.byId(
    (
      await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()
    ).id,
  ))!;
  client = await vendorClient(t, 'NVA');
  game = (await gameOf(t, 'NVA')).game_code;
});

/** Move the clock to the start of the next five-minute period (and a second). */
const nextPeriod = () =>
  t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / 300_000) * 300_000 + 1_000));
afterAll(() => t.close());

interface Node {
  id: number;
  path: string;
  parent: Node | null;
  agent: boolean;
  children: Node[];
}

/** A member row as a fixture (the agent calls are tested elsewhere; here the tree is the input). */
async function member(parent: Node | null, agent: boolean): Promise<Node> {
  const username = `ps${process.pid}x${++serial}`;
  const path = parent ? teamPath(parent) : '/';
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: merchant.id,
      username,
      username_lower: username,
      password_hash: 'x',
      type: agent ? 1 : 0,
      parent_id: parent?.id ?? null,
      path,
      language: 'EN',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const node = { id: row.id, path, parent, agent, children: [] };
  parent?.children.push(node);
  return node;
}

const session = (memberId: number) => ({ memberId, isTrial: false }) as never;
const caller: () => Caller = () => ({ merchant, ip: '127.0.0.1', userAgent: null });

/** A round played for real through the provider API (funded first, so the ledger holds it). */
async function round(memberId: number, stake: number, payout: number) {
  await fundMember(t, memberId, BigInt(stake));
  await playRound(t, client, memberId, { gameCode: game, bets: [stake], win: payout });
}

const shape = fc.record({
  /** Children per agent at each of three levels. */
  fanout: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
  agentOdds: fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
  rates: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 20, maxLength: 20 }),
  stakes: fc.array(
    fc.tuple(
      fc.integer({ min: 0, max: 19 }),
      fc.integer({ min: 1, max: 50_000 }),
      fc.integer({ min: 0, max: 60_000 }),
    ),
    {
      maxLength: 12,
    },
  ),
  funds: fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 20, maxLength: 20 }),
});

describe('contract settlement, as a property', () => {
  it('pays each period’s tiers exactly once, waits when the payer cannot, and keeps the rate invariant', async () => {
    await fc.assert(
      fc.asyncProperty(shape, async ({ fanout, agentOdds, rates, stakes, funds }) => {
        const { contracts, settlement } = t.services.agents;
        nextPeriod();
        // A tree: a top agent, then agents and members three levels down.
        const top = await member(null, true);
        const nodes: Node[] = [top];
        let level = [top];
        for (const [depth, count] of fanout.entries()) {
          const next: Node[] = [];
          for (const parent of level.filter((n) => n.agent)) {
            for (let i = 0; i < count; i++) {
              next.push(await member(parent, depth < 2 && agentOdds[nodes.length % 20]!));
              nodes.push(next.at(-1)!);
            }
          }
          level = next;
        }
        // Contracts down the tree: each agent offers each child a rate; offers above their own are refused.
        const rateOf = new Map<number, number>();
        for (const [index, node] of nodes.entries()) {
          if (!node.parent) continue;
          const rate = rates[index % 20]!;
          const own = rateOf.get(node.parent.id);
          const offer = contracts.offer(caller(), session(node.parent.id), {
            account: (
              await t.db
                .selectFrom('members')
                .select('username')
                .where('id', '=', node.id)
                .executeTakeFirstOrThrow()
            ).username,
            type: 'REALTIME_SALARY',
            tiers: [{ minValidBet: 0, minActiveMembers: 0, minNetLoss: 0, rateBp: rate, fixed: 0 }],
            acknowledgeTerminations: true,
          });
          if (own !== undefined && rate > own) {
            await expect(offer).rejects.toMatchObject({ code: 'contract.rate.above.own' });
            continue;
          }
          const made = await offer;
          await contracts.process(caller(), session(node.id), 'REALTIME_SALARY', made.id, 'A');
          rateOf.set(node.id, rate);
        }
        for (const [index, node] of nodes.entries()) {
          if (funds[index % 20]! > 0) await fundMember(t, node.id, BigInt(funds[index % 20]!));
        }
        // Play inside this period, then close it.
        const at = t.clock.now();
        for (const [who, stake, payout] of stakes) await round(nodes[who % nodes.length]!.id, stake, payout);
        nextPeriod();
        await settlement.run('REALTIME_SALARY');
        await settlement.run('REALTIME_SALARY');

        const ids = nodes.map((n) => n.id);
        const bills = await t.db
          .selectFrom('agent_bills')
          .selectAll()
          .where('payee_id', 'in', ids)
          .where('period_start', '<=', at)
          .where('period_end', '>', at)
          .execute();
        for (const node of nodes) {
          const rate = rateOf.get(node.id);
          const mine = bills.filter((b) => b.payee_id === node.id);
          if (rate === undefined) {
            expect(mine).toHaveLength(0);
            continue;
          }
          const inTeam = (n: Node): boolean => n.id === node.id || (n.parent !== null && inTeam(n.parent));
          const played = stakes.filter(([who]) => inTeam(nodes[who % nodes.length]!));
          const validBet = played.reduce((sum, [, stake]) => sum + BigInt(stake), 0n);
          // A period without play in the team pays nothing here and leaves no bill.
          expect(mine).toHaveLength(played.length > 0 ? 1 : 0);
          if (played.length === 0) continue;
          const bill = mine[0]!;
          expect(bill.valid_bet).toBe(validBet);
          expect(bill.amount).toBe((validBet * BigInt(rate)) / 10_000n);
          if (bill.amount === 0n) expect(bill.state).toBe('NOTHING_DUE');
          else expect(['PAID', 'INSUFFICIENT_BALANCE']).toContain(bill.state);
          const legs = await t.db
            .selectFrom('ledger_transfers')
            .select(['amount'])
            .where('ref_type', '=', 'agent-bill')
            .where('ref_id', '=', String(bill.id))
            .execute();
          expect(legs.map((l) => l.amount)).toEqual(bill.state === 'PAID' ? [bill.amount] : []);
        }
        // The rate invariant over what is in force.
        const live = await t.db
          .selectFrom('agent_contracts')
          .select(['member_id', 'upline_id', 'max_rate_bp'])
          .where('member_id', 'in', ids)
          .where('state', '=', 'V')
          .execute();
        const liveRate = new Map(live.map((c) => [c.member_id, c.max_rate_bp]));
        for (const c of live) {
          const above = c.upline_id === null ? undefined : liveRate.get(c.upline_id);
          if (above !== undefined) expect(c.max_rate_bp).toBeLessThanOrEqual(above);
        }
        await t.verifyLedger();
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
