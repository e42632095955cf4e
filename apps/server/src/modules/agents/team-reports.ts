import type { AgentPeriod, GameCategory, TeamFigures } from '@tessera/contracts';
import { toMajor } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { teamPath } from '../../db/team-path.js';
import { addDays, localDate } from '../../lib/brand-days.js';
import { isoOrNull } from '../../lib/iso-time.js';
import { isAgentType } from '../accounts/member-view.js';
import type { BetRecords } from '../records/records.service.js';
import { cashierByDay } from '../reports/cashier-figures.repo.js';
import type { Period } from '../reports/play-figures.repo.js';
import type { Merchant } from '../site/merchant.js';
import { agentDays, type BrandDays } from './agent-period.js';
import type { Downlines } from './downlines.service.js';
import { type Agent, findTeamMember, levelBelow } from './team.js';
import { findTeamTransactions, type TeamSpan, type TeamTransactionKind } from './team-money.repo.js';
import { type TeamDays, teamActiveMembers, teamPlayByDay } from './team-play.repo.js';
import { findStatements } from './team-statements.repo.js';

interface PeriodQuery {
  period: AgentPeriod;
  from?: string | undefined;
  to?: string | undefined;
}

interface Paging {
  pageNo: number;
  pageSize: number;
}

const n = (value: string | bigint | null | undefined) => BigInt(value ?? 0);

/**
 * The agent's reports on their team (spec §2.4): the overview with a row per day, team betting,
 * profit and loss statements per member and the downline transactions. Each is scoped to the
 * agent's team by its path; a member named in a filter must be in that team (`object.not.found`).
 */
export class TeamReports {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly downlines: Downlines,
    private readonly records: BetRecords,
  ) {}

  async overview(merchant: Merchant, agent: Agent, query: PeriodQuery) {
    const days = this.days(merchant, query);
    const p: Period = {
      merchantId: merchant.id,
      timeZone: merchant.timeZone,
      from: days.start,
      to: days.end,
      team: teamPath(agent),
    };
    const t = this.teamDays(merchant, agent, days);
    const [play, cashier, active, counts] = await Promise.all([
      teamPlayByDay(this.db, t),
      cashierByDay(this.db, p),
      teamActiveMembers(this.db, t),
      this.downlines.counts(agent),
    ]);
    const playOn = new Map(play.map((d) => [d.date, d]));
    const scale = merchant.currencyScale;
    const rows: (TeamFigures & { day: string })[] = [];
    const sums = { deposits: 0n, withdrawals: 0n, stake: 0n, payout: 0n };
    for (let day = days.from; day <= days.to; day = addDays(day, 1)) {
      const played = playOn.get(day);
      const deposit = cashier.deposits.get(day);
      const withdrawal = cashier.withdrawals.get(day);
      sums.deposits += deposit?.amount ?? 0n;
      sums.withdrawals += withdrawal?.amount ?? 0n;
      sums.stake += played?.stake ?? 0n;
      sums.payout += played?.payout ?? 0n;
      rows.push({
        day,
        newMembers: cashier.registrations.get(day) ?? 0,
        activeMembers: played?.players ?? 0,
        firstDeposits: cashier.firstDeposits.get(day) ?? 0,
        depositCount: deposit?.count ?? 0,
        deposits: toMajor(deposit?.amount ?? 0n, scale),
        withdrawalCount: withdrawal?.count ?? 0,
        withdrawals: toMajor(withdrawal?.amount ?? 0n, scale),
        validBet: toMajor(played?.stake ?? 0n, scale),
        payout: toMajor(played?.payout ?? 0n, scale),
        profit: toMajor((played?.payout ?? 0n) - (played?.stake ?? 0n), scale),
      });
    }
    const total = (key: 'newMembers' | 'firstDeposits' | 'depositCount' | 'withdrawalCount') =>
      rows.reduce((sum, row) => sum + row[key], 0);
    return {
      from: days.from,
      to: days.to,
      ...counts,
      totals: {
        newMembers: total('newMembers'),
        activeMembers: active,
        firstDeposits: total('firstDeposits'),
        depositCount: total('depositCount'),
        deposits: toMajor(sums.deposits, scale),
        withdrawalCount: total('withdrawalCount'),
        withdrawals: toMajor(sums.withdrawals, scale),
        validBet: toMajor(sums.stake, scale),
        payout: toMajor(sums.payout, scale),
        profit: toMajor(sums.payout - sums.stake, scale),
      },
      days: rows,
    };
  }

  async bets(
    merchant: Merchant,
    language: string,
    agent: Agent,
    query: PeriodQuery & Paging & { account?: string | undefined; gameType?: GameCategory | undefined },
  ) {
    const days = this.days(merchant, query);
    const member = query.account ? await findTeamMember(this.db, agent, query.account) : null;
    const who = member ? { memberId: member.id } : { team: teamPath(agent) };
    const page = await this.records.page(
      { merchant, language },
      { merchantId: merchant.id, ...who, start: days.start, end: days.end, category: query.gameType },
      query,
    );
    const names = await this.usernames(page.list.map((row) => row.memberId));
    return {
      from: days.from,
      to: days.to,
      ...page,
      list: page.list.map((row) => ({ ...row.record, account: names.get(row.memberId) ?? '' })),
    };
  }

  async statements(
    merchant: Merchant,
    agent: Agent,
    query: PeriodQuery & Paging & { account?: string | undefined },
  ) {
    const span = await this.span(merchant, agent, query);
    const { rows, totals } = await findStatements(this.db, span, query);
    const scale = merchant.currencyScale;
    const money = (value: string | bigint | null | undefined) => toMajor(n(value), scale);
    return {
      from: span.days.from,
      to: span.days.to,
      list: rows.map((row) => ({
        account: row.username,
        level: levelBelow(agent, row.path),
        isAgent: isAgentType(row.type),
        depositCount: Number(row.deposit_count),
        deposits: money(row.deposits),
        withdrawalCount: Number(row.withdrawal_count),
        withdrawals: money(row.withdrawals),
        validBet: money(row.valid_bet),
        payout: money(row.payout),
        profit: toMajor(n(row.payout) - n(row.valid_bet), scale),
      })),
      total: Number(totals.n),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totals: {
        depositCount: Number(totals.deposit_count ?? 0),
        deposits: money(totals.deposits),
        withdrawalCount: Number(totals.withdrawal_count ?? 0),
        withdrawals: money(totals.withdrawals),
        validBet: money(totals.valid_bet),
        payout: money(totals.payout),
        profit: toMajor(n(totals.payout) - n(totals.valid_bet), scale),
      },
    };
  }

  async transactions(
    merchant: Merchant,
    agent: Agent,
    query: PeriodQuery & Paging & { account?: string | undefined; kind?: TeamTransactionKind | undefined },
  ) {
    const span = await this.span(merchant, agent, query);
    const { rows, total } = await findTeamTransactions(this.db, span, query.kind, query);
    return {
      from: span.days.from,
      to: span.days.to,
      list: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        account: row.username,
        amount: toMajor(n(row.amount), merchant.currencyScale),
        status: row.status,
        detail: row.detail,
        createdAt: isoOrNull(row.created_at)!,
      })),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  private days(merchant: Merchant, query: PeriodQuery): BrandDays {
    return agentDays(query.period, query, this.clock.now(), merchant.timeZone);
  }

  private async span(
    merchant: Merchant,
    agent: Agent,
    query: PeriodQuery & { account?: string | undefined },
  ): Promise<TeamSpan & { days: BrandDays }> {
    const days = this.days(merchant, query);
    const member = query.account ? await findTeamMember(this.db, agent, query.account) : null;
    return {
      ...this.teamDays(merchant, agent, days),
      currency: merchant.currency,
      memberId: member?.id,
      start: days.start,
      end: days.end,
      days,
    };
  }

  private teamDays(merchant: Merchant, agent: Agent, days: BrandDays): TeamDays {
    return {
      merchantId: merchant.id,
      timeZone: merchant.timeZone,
      headId: agent.id,
      team: teamPath(agent),
      fromDay: days.from,
      toDay: days.to,
      today: localDate(this.clock.now(), merchant.timeZone),
    };
  }

  private async usernames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.username]));
  }
}
