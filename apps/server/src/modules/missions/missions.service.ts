import { type Mission, MONEY_GOALS } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession, RequestContext } from '../../http/context.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { giveReward } from '../rewards/give-reward.js';
import { moneyText } from '../site/money-text.js';
import { addScore, findLeaderboardRules } from './leaderboard.js';
import { leaderboardSpan, type MissionSpan, missionSpan } from './mission-periods.js';
import { progressOf } from './mission-progress.js';
import { type MissionRow, toMission } from './mission-view.js';

/** The ledger's reference of what a mission's claim moved. */
export const CLAIM_REF_TYPE = 'mission-claim';

/**
 * Missions for members (issue 16, decision 0043): the live missions with this period's progress,
 * and the claim that gives a reached mission's reward and score once per period.
 */
export class Missions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
  ) {}

  async summary(ctx: RequestContext, session: MemberSession) {
    const { merchant } = ctx;
    const now = this.clock.now();
    const rows = await liveMissions(this.db, merchant.id, now);
    const spans = rows.map((mission) => ({ mission, span: missionSpan(mission, now, merchant.timeZone) }));
    if (session.isTrial) {
      const list = spans.map(({ mission, span }) =>
        toMission(mission, span, 0n, null, merchant, ctx.language),
      );
      return { list, readyCount: 0, score: 0 };
    }
    const member = { id: session.memberId, timeZone: merchant.timeZone };
    const [progress, claims, score] = await Promise.all([
      progressOf(this.db, member, spans),
      claimsOf(this.db, session.memberId, spans),
      this.scoreNow(merchant, session.memberId, now),
    ]);
    const list = spans.map(({ mission, span }) =>
      toMission(
        mission,
        span,
        progress.get(mission.id) ?? 0n,
        claims.get(`${mission.id}:${span.periodStart}`) ?? null,
        merchant,
        ctx.language,
      ),
    );
    return { list, readyCount: list.filter((m) => m.state === 'CLAIM').length, score };
  }

  /**
   * Claim a reached mission: the claim's row (one per mission, member and period, by its key), the
   * reward's transfer and the leaderboard's score commit together. A replay of the same request id
   * answers as the first did; any other second claim is refused.
   */
  async claim(
    ctx: RequestContext,
    session: MemberSession,
    input: { missionId: string; requestId?: string | undefined },
  ) {
    if (session.isTrial) throw new AppError('trial.not.allowed');
    const { merchant } = ctx;
    const memberId = session.memberId;
    const now = this.clock.now();
    const mission = (await liveMissions(this.db, merchant.id, now, BigInt(input.missionId)))[0];
    if (!mission) throw new AppError('mission.not.found');
    const span = missionSpan(mission, now, merchant.timeZone);
    const answer = async () => {
      const summary = await this.summary(ctx, session);
      const claimed = summary.list.find((m) => m.id === String(mission.id)) as Mission;
      return { mission: claimed, readyCount: summary.readyCount, score: summary.score };
    };
    const refuseSecond = async () => {
      const earlier = await this.db
        .selectFrom('mission_claims')
        .select('request_id')
        .where('mission_id', '=', mission.id)
        .where('member_id', '=', memberId)
        .where('period_start', '=', span.periodStart)
        .executeTakeFirst();
      if (earlier && input.requestId && earlier.request_id === input.requestId) return answer();
      throw new AppError('mission.claimed');
    };
    const reached =
      (await progressOf(this.db, { id: memberId, timeZone: merchant.timeZone }, [{ mission, span }])).get(
        mission.id,
      ) ?? 0n;
    const claimed = await this.ledger.transaction(async (book) => {
      const claim = await book.tx
        .insertInto('mission_claims')
        .values({
          mission_id: mission.id,
          member_id: memberId,
          merchant_id: merchant.id,
          period_start: span.periodStart,
          request_id: input.requestId ?? null,
          progress: reached,
          reward_type: mission.reward_type,
          amount: mission.reward_amount,
          score: mission.score,
          claimed_at: now,
        })
        .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'period_start']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claim) return false;
      // Checked after the claim's key is taken, so a second claim is told it claimed, not "not reached".
      if (reached < mission.target) {
        const value = (n: bigint) =>
          MONEY_GOALS.includes(mission.goal) ? moneyText(merchant, n) : String(n);
        throw new AppError('mission.not.reached', {
          progress: value(reached),
          target: value(mission.target),
        });
      }
      const bonusId = await giveReward(book, {
        merchant,
        memberId,
        type: mission.reward_type,
        amount: mission.reward_amount,
        wageringX100: mission.wagering_x100,
        now,
        transferId: transferId(`mission-claim:${claim.id}`, 'mission-reward'),
        cashKind: 'MISSION_REWARD',
        refType: CLAIM_REF_TYPE,
        refId: String(claim.id),
      });
      if (bonusId !== null) {
        await book.tx
          .updateTable('mission_claims')
          .set({ bonus_id: bonusId })
          .where('id', '=', claim.id)
          .execute();
      }
      await addScore(book.tx, merchant, memberId, mission.score, now);
      return true;
    });
    return claimed ? answer() : refuseSecond();
  }

  private async scoreNow(merchant: RequestContext['merchant'], memberId: number, now: Date): Promise<number> {
    const rules = await findLeaderboardRules(this.db, merchant.id);
    if (!rules.enabled) return 0;
    const span = leaderboardSpan(rules.period, now, merchant.timeZone);
    const row = await this.db
      .selectFrom('leaderboard_scores')
      .select('score')
      .where('merchant_id', '=', merchant.id)
      .where('period_start', '=', span.start)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(row?.score ?? 0n);
  }
}

/** The brand's missions running now (one of them, when asked by id), in the brand's order. */
export async function liveMissions(
  db: Executor,
  merchantId: number,
  now: Date,
  id?: bigint,
): Promise<MissionRow[]> {
  let query = db
    .selectFrom('missions as m')
    .leftJoin('games as g', 'g.id', 'm.game_id')
    .selectAll('m')
    .select('g.names as game_names')
    .where('m.merchant_id', '=', merchantId)
    .where('m.status', '=', 'LIVE')
    .where('m.starts_at', '<=', now)
    .where((eb) => eb.or([eb('m.ends_at', 'is', null), eb('m.ends_at', '>', now)]));
  if (id !== undefined) query = query.where('m.id', '=', id);
  return (await query.orderBy('m.sort_order').orderBy('m.id').execute()) as MissionRow[];
}

/** When the member claimed each mission in its current period, by `id:periodStart`. */
async function claimsOf(db: Db, memberId: number, spans: { mission: MissionRow; span: MissionSpan }[]) {
  const claimed = new Map<string, Date>();
  if (spans.length === 0) return claimed;
  const rows = await db
    .selectFrom('mission_claims')
    .select(['mission_id', sql<string>`period_start::text`.as('period'), 'claimed_at'])
    .where('member_id', '=', memberId)
    .where(
      'mission_id',
      'in',
      spans.map((s) => s.mission.id),
    )
    .where(
      'period_start',
      'in',
      spans.map((s) => s.span.periodStart),
    )
    .execute();
  for (const row of rows) claimed.set(`${row.mission_id}:${row.period}`, row.claimed_at);
  return claimed;
}

/** What missions' claims have given, per mission (the console's figures). */
export async function claimTotals(db: Db, merchantId: number) {
  const { rows } = await sql<{ mission_id: string; claims: number; money: string; points: string }>`
    select mission_id::text, count(*)::int as claims,
      coalesce(sum(amount) filter (where reward_type <> 'POINTS'), 0)::text as money,
      coalesce(sum(amount) filter (where reward_type = 'POINTS'), 0)::text as points
    from mission_claims where merchant_id = ${merchantId} group by mission_id`.execute(db);
  return new Map(
    rows.map((r) => [r.mission_id, { claims: r.claims, money: BigInt(r.money), points: BigInt(r.points) }]),
  );
}
