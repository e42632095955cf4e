import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { teamPath } from '../../db/team-path.js';
import { addDays, startOfDay } from '../../lib/brand-days.js';
import { activePlayers, playByDay, settledPlay } from '../reports/play-figures.repo.js';
import { foldPlay, moveTeamPlay, playRollUpJob } from './play-roll-up.js';
import type { TeamSpan } from './team-money.repo.js';
import { spanOf, type TeamDays, teamActiveMembers, teamMemberPlay, teamPlayByDay } from './team-play.repo.js';
import { findStatements } from './team-statements.repo.js';

/**
 * The play roll-up as a property: whatever settles, is corrected, refunded, folded or moved in
 * whatever order, an agent's team figures read through the roll-up equal the same figures summed
 * from every settled bet, and folding everything leaves nothing pending and changes no figure. The
 * P&L statement of a period that is one span reads the same, page by page, in the roll-up's order
 * (ranked) as summed in full.
 */

let t: TestApp;
let merchantId: number;
let lotteryGame: string;
let serial = 0;
const ZONE = 'Asia/Dhaka';
/** Three brand days the fixtures play on: a Sunday, then a Monday and Tuesday; "today" is the last. */
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];
/**
 * Periods to read, as indexes into DAYS: each day alone (a day's rows), the month so far (its
 * month's rows), the week so far (its week's rows), and a range no span holds (its days).
 */
const RANGES = [
  [0, 0],
  [1, 1],
  [0, 2],
  [1, 2],
  [0, 1],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const brand = await t.db.selectFrom('merchants').select(['id', 'time_zone']).executeTakeFirstOrThrow();
  expect(brand.time_zone).toBe(ZONE);
  merchantId = brand.id;
  lotteryGame = (await t.db.selectFrom('lottery_games').select('code').executeTakeFirstOrThrow()).code;
});
afterAll(async () => {
  // The fixtures moved no money: the ledger verifier (at close) would miss their legs.
  await sql`delete from game_rounds where game_code = 'roll-up'`.execute(t.db);
  await sql`delete from lottery_bets where bet_type = 'fixture'`.execute(t.db);
  await sql`delete from deposits where channel = 'roll-up'`.execute(t.db);
  await t.close();
});

interface Node {
  id: number;
  path: string;
}

/** A member row as a fixture (the tree is this test's input, not what it checks). */
async function member(parent: Node | null, agent: boolean): Promise<Node> {
  const username = `pr${process.pid}x${++serial}`;
  const path = parent ? teamPath(parent) : '/';
  const row = await t.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
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
  return { id: row.id, path };
}

/** An instant on one of the fixture days (hour 0–23 of the brand's day). */
const at = (day: number, hour: number) => new Date(startOfDay(DAYS[day]!, ZONE).getTime() + hour * 3_600_000);

async function round(memberId: number, stake: number, payout: number, closedAt: Date | null) {
  const id = ++serial;
  await t.db
    .insertInto('game_rounds')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      vendor_code: 'NVA',
      round_id: `pr-${process.pid}-${id}`,
      game_code: 'roll-up',
      currency: 'BDT',
      wallet: 'MAIN',
      stake: BigInt(stake),
      payout: BigInt(payout),
      bet_count: 1,
      status: closedAt ? 'CLOSED' : 'OPEN',
      opened_at: closedAt ?? at(0, 0),
      closed_at: closedAt,
    })
    .execute();
}

async function draw(): Promise<bigint> {
  const id = ++serial;
  const row = await sql<{ id: string }>`
    insert into lottery_draws (merchant_id, game_code, numero, opens_at, closes_at, draws_at, status)
    values (${merchantId}, ${lotteryGame}, ${`pr-${process.pid}-${id}`}, ${at(0, 0)}, ${at(0, 0)}, ${at(0, 0)}, 'CLOSED')
    returning id`.execute(t.db);
  return BigInt(row.rows[0]!.id);
}

async function lotteryBet(drawId: bigint, memberId: number, stake: number) {
  await sql`
    insert into lottery_bets (merchant_id, member_id, draw_id, game_code, prize_mode, bet_type, picks, units,
      combinations, unit_price, payout_milli, currency, wallet, stake, request_id, line, placed_at)
    values (${merchantId}, ${memberId}, ${drawId}, ${lotteryGame}, 'LOTT', 'fixture', '[]'::jsonb, 1, 1, ${stake},
      '{}'::jsonb, 'BDT', 'MAIN', ${stake}, gen_random_uuid(), ${++serial}, ${at(0, 0)})`.execute(t.db);
}

/** Settles (or settles again, as a correction does) every bet of the draw: wins by the seed. */
async function settle(drawId: bigint, seed: number, when: Date, correction: boolean) {
  await sql`update lottery_draws set status = 'DRAWN', numbers = '[1]'::jsonb,
    corrections = corrections + ${correction ? 1 : 0} where id = ${drawId}`.execute(t.db);
  await sql`update lottery_bets set settled_at = ${when},
      status = case when (id + ${seed}) % 3 = 0 then 'WON' else 'LOST' end,
      payout = case when (id + ${seed}) % 3 = 0 then stake * 2 else 0 end
    where draw_id = ${drawId} and status in ('OPEN', 'WON', 'LOST')`.execute(t.db);
  await sql`update lottery_draws set status = 'SETTLED' where id = ${drawId}`.execute(t.db);
}

async function cancel(drawId: bigint, when: Date) {
  await sql`update lottery_bets set status = 'REFUNDED', payout = 0, settled_at = ${when}
    where draw_id = ${drawId}`.execute(t.db);
  await sql`update lottery_draws set status = 'CANCELLED' where id = ${drawId}`.execute(t.db);
}

/** A credited deposit (a fixture row: the statement counts it, no money moved). */
async function deposit(memberId: number, amount: number, decidedAt: Date) {
  const id = ++serial;
  await t.db
    .insertInto('deposits')
    .values({
      id: crypto.randomUUID(),
      merchant_id: merchantId,
      member_id: memberId,
      channel: 'roll-up',
      channel_type: 'BANK',
      channel_name: 'Fixture',
      amount: BigInt(amount),
      currency: 'BDT',
      reference: `pr-${process.pid}-${id}`,
      state: 'APPROVED',
      created_at: decidedAt,
      expires_at: decidedAt,
      decided_at: decidedAt,
    })
    .execute();
}

/** Every page of the team's P&L statement (a member a page), each figure as a number. */
async function statementPages(team: TeamDays, how: 'ranked' | 'in full') {
  const span: TeamSpan = {
    ...team,
    currency: 'BDT',
    start: startOfDay(team.fromDay, ZONE),
    end: startOfDay(addDays(team.toDay, 1), ZONE),
  };
  const pages = [];
  for (let pageNo = 1; pageNo <= 6; pageNo++) {
    const { rows, totals } = await findStatements(t.db, span, { pageNo, pageSize: 1 }, how);
    pages.push({
      rows: rows.map((r) =>
        [r.member_id, r.deposit_count, r.deposits, r.valid_bet, r.payout].map(Number).join(' '),
      ),
      totals: Object.values(totals).map((v) => Number(v ?? 0)),
    });
  }
  return pages;
}

/** The same figures from every settled bet (the reports' own queries). */
async function summed(team: TeamDays) {
  const p = {
    merchantId,
    timeZone: ZONE,
    from: startOfDay(team.fromDay, ZONE),
    to: startOfDay(addDays(team.toDay, 1), ZONE),
    team: team.team,
  };
  const { rows } = await sql<{ member_id: number; valid_bet: string; payout: string }>`
    select member_id, sum(stake)::text as valid_bet, sum(payout)::text as payout
    from (${settledPlay(p)}) x group by member_id order by member_id`.execute(t.db);
  const days = (await playByDay(t.db, p)).filter((d) => d.players > 0);
  return {
    days: days.sort((a, b) => a.date.localeCompare(b.date)),
    active: await activePlayers(t.db, p),
    members: rows,
  };
}

async function rolledUp(team: TeamDays) {
  const { rows } = await sql<{ member_id: number; valid_bet: string; payout: string }>`
    select member_id, valid_bet::text as valid_bet, payout::text as payout from (${teamMemberPlay(team)}) x
    order by member_id`.execute(t.db);
  const days = (await teamPlayByDay(t.db, team)).filter((d) => d.players > 0 || d.stake !== 0n);
  return {
    days: days.sort((a, b) => a.date.localeCompare(b.date)),
    active: await teamActiveMembers(t.db, team),
    members: rows,
  };
}

const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('round' as const),
      who: fc.nat(),
      stake: fc.integer({ min: 1, max: 900 }),
      win: fc.integer({ min: 0, max: 1_800 }),
      day: fc.nat(2),
      hour: fc.nat(23),
      open: fc.boolean(),
    }),
  },
  fc.record({ kind: fc.constant('close' as const), day: fc.nat(2), hour: fc.nat(23) }),
  fc.record({ kind: fc.constant('bet' as const), who: fc.nat(), stake: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ kind: fc.constant('settle' as const), seed: fc.nat(5), day: fc.nat(2), hour: fc.nat(23) }),
  fc.record({ kind: fc.constant('cancel' as const), day: fc.nat(2), hour: fc.nat(23) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fold' as const) }) },
  fc.record({ kind: fc.constant('move' as const), who: fc.nat(), to: fc.nat() }),
  fc.record({
    kind: fc.constant('deposit' as const),
    who: fc.nat(),
    amount: fc.integer({ min: 1, max: 5_000 }),
    day: fc.nat(2),
    hour: fc.nat(23),
  }),
);

describe('the play roll-up', () => {
  it('counts a member once on a day that is part folded, part pending', async () => {
    await playRollUpJob(t.db).run(new Date());
    const top = await member(null, true);
    const player = await member(top, false);
    await round(player.id, 100, 0, at(0, 5));
    expect(await foldPlay(t.db)).toBe(1);
    await round(player.id, 250, 40, at(0, 6));
    const team: TeamDays = {
      merchantId,
      timeZone: ZONE,
      headId: top.id,
      team: teamPath(top),
      fromDay: DAYS[0]!,
      toDay: DAYS[0]!,
      today: DAYS[2]!,
    };
    expect(await rolledUp(team)).toEqual({
      days: [{ date: DAYS[0], stake: 350n, payout: 40n, players: 1 }],
      active: 1,
      members: [{ member_id: player.id, valid_bet: '350', payout: '40' }],
    });
  });

  it('reads every team’s figures as the bets sum them, before, during and after folding', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 4, maxLength: 30 }),
        fc.nat(RANGES.length - 1),
        async (ops, range) => {
          // Everything from earlier runs folded, so this run's pending rows are its own.
          await playRollUpJob(t.db).run(new Date());
          const top = await member(null, true);
          const a = await member(top, true);
          const b = await member(top, true);
          const a1 = await member(a, true);
          const agents = [top, a, b, a1];
          const players = [await member(a, false), await member(a1, false), await member(b, false), a1, b];
          const draws = [await draw(), await draw()];
          const check = async () => {
            for (const agent of agents) {
              const fresh = await t.db
                .selectFrom('members')
                .select(['id', 'path'])
                .where('id', '=', agent.id)
                .executeTakeFirstOrThrow();
              const team: TeamDays = {
                merchantId,
                timeZone: ZONE,
                headId: agent.id,
                team: teamPath(fresh),
                fromDay: DAYS[RANGES[range]![0]]!,
                toDay: DAYS[RANGES[range]![1]]!,
                today: DAYS[2]!,
              };
              expect(await rolledUp(team)).toEqual(await summed(team));
              // The biggest team's statement, which the players of every branch reach.
              if (agent === top && spanOf(team)) {
                expect(await statementPages(team, 'ranked')).toEqual(await statementPages(team, 'in full'));
              }
            }
          };
          for (const o of ops) {
            if (o.kind === 'round') {
              await round(
                players[o.who % players.length]!.id,
                o.stake,
                o.win,
                o.open ? null : at(o.day, o.hour),
              );
            } else if (o.kind === 'close') {
              await sql`update game_rounds set status = 'CLOSED', closed_at = ${at(o.day, o.hour)}
              where id = (select min(id) from game_rounds where status = 'OPEN' and game_code = 'roll-up')`.execute(
                t.db,
              );
            } else if (o.kind === 'bet') {
              await lotteryBet(draws[o.who % 2]!, players[o.who % players.length]!.id, o.stake);
            } else if (o.kind === 'settle') {
              const drawId = draws[o.seed % 2]!;
              const state = await sql<{
                status: string;
              }>`select status from lottery_draws where id = ${drawId}`.execute(t.db);
              if (state.rows[0]!.status !== 'CANCELLED') {
                await settle(drawId, o.seed, at(o.day, o.hour), state.rows[0]!.status === 'SETTLED');
              }
            } else if (o.kind === 'cancel') {
              await cancel(draws[o.hour % 2]!, at(o.day, o.hour));
            } else if (o.kind === 'deposit') {
              await deposit(players[o.who % players.length]!.id, o.amount, at(o.day, o.hour));
            } else if (o.kind === 'fold') {
              await foldPlay(t.db);
            } else {
              // A member moves to another agent of the tree outside their own team (staff's move).
              const mover = players[o.who % players.length]!;
              const fresh = await t.db
                .selectFrom('members')
                .select(['id', 'path'])
                .where('id', '=', mover.id)
                .executeTakeFirstOrThrow();
              const targets = [a, b, top].filter(
                (x) => x.id !== mover.id && !x.path.includes(`/${mover.id}/`),
              );
              const target = await t.db
                .selectFrom('members')
                .select(['id', 'path'])
                .where('id', '=', targets[o.to % targets.length]!.id)
                .executeTakeFirstOrThrow();
              const newPath = teamPath(target);
              const oldPrefix = teamPath(fresh);
              await t.db.transaction().execute(async (tx) => {
                await tx
                  .updateTable('members')
                  .set({ parent_id: target.id, path: newPath })
                  .where('id', '=', mover.id)
                  .execute();
                await sql`update members set path = ${`${newPath}${mover.id}/`} || substr(path, ${oldPrefix.length + 1})
                where path like ${`${oldPrefix}%`}`.execute(tx);
                await moveTeamPlay(tx, { merchantId, memberId: mover.id, oldPath: fresh.path, newPath });
              });
            }
            await check();
          }
          await playRollUpJob(t.db).run(new Date());
          const pending = await sql<{ n: string }>`
          select (select count(*) from game_rounds where status = 'CLOSED' and not rolled_up) +
            (select count(*) from lottery_draws where status in ('SETTLED', 'CANCELLED')
              and (rolled_status is distinct from status or rolled_corrections is distinct from corrections)) as n`.execute(
            t.db,
          );
          expect(Number(pending.rows[0]!.n)).toBe(0);
          await check();
          expect(await foldPlay(t.db)).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
  }, 180_000);
});

describe('the span a period reads', () => {
  it('is the day, the week or the month the period fills (up to today), and none for other ranges', () => {
    const today = '2026-03-18';
    const span = (fromDay: string, toDay: string) => spanOf({ fromDay, toDay, today });
    expect(span('2026-03-18', '2026-03-18')).toEqual({ span: 'D', start: '2026-03-18' });
    expect(span('2026-03-16', '2026-03-18')).toEqual({ span: 'W', start: '2026-03-16' });
    expect(span('2026-03-09', '2026-03-15')).toEqual({ span: 'W', start: '2026-03-09' });
    expect(span('2026-03-01', '2026-03-18')).toEqual({ span: 'M', start: '2026-03-01' });
    expect(span('2026-02-01', '2026-02-28')).toEqual({ span: 'M', start: '2026-02-01' });
    expect(span('2025-12-01', '2025-12-31')).toEqual({ span: 'M', start: '2025-12-01' });
    // Not a whole span: a week cut short before today, a month from its second day, two months.
    expect(span('2026-03-09', '2026-03-14')).toBeNull();
    expect(span('2026-03-02', '2026-03-18')).toBeNull();
    expect(span('2026-02-01', '2026-03-18')).toBeNull();
    expect(span('2026-02-01', '2026-02-27')).toBeNull();
  });
});
