import {
  type BetRecord,
  type BetTotals,
  GAME_CATEGORIES,
  type GameCategory,
  type PROFIT_PERIODS,
  toMajor,
} from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { readJson } from '../../lib/json-column.js';
import { nameIn } from '../games/game-cards.js';
import { betLegId, LOTTERY_VENDOR, stakeLegId } from '../lottery/lottery-bets.repo.js';
import type { Merchant } from '../site/merchant.js';
import { findMemberBet, LOTTERY_ID_PREFIX } from './lottery-records.repo.js';
import { periodRange, recordRange } from './record-range.js';
import {
  findMemberRound,
  findRecordPage,
  findRoundCalls,
  type RecordRow,
  type RoundFilter,
  sumRecords,
  sumSettledByCategory,
  type TotalsRow,
} from './records.repo.js';

/** Whose records, and how to show them: the brand's currency scale, names in `language`. */
export interface RecordViewer {
  merchant: Merchant;
  memberId: number;
  language: string;
}

export interface BetRecordQuery {
  gameType?: GameCategory;
  vassalage?: string;
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
/** Our ids: no leading zero, at most 18 digits (a bigint). */
const DIGITS = /^[1-9]\d{0,17}$/u;

type RoundLeg = {
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  transactionId: string;
  amount: number;
  createdAt: string;
};
const leg = (
  kind: RoundLeg['kind'],
  transactionId: string,
  amount: bigint,
  at: Date | string,
  scale: number,
): RoundLeg => ({ kind, transactionId, amount: toMajor(amount, scale), createdAt: iso(at) });

function toRecord(row: RecordRow, viewer: Omit<RecordViewer, 'memberId'>): BetRecord {
  const scale = viewer.merchant.currencyScale;
  const settled = row.status === 'CLOSED';
  return {
    id: row.source === 'LOTTERY' ? `${LOTTERY_ID_PREFIX}${row.id}` : String(row.id),
    roundId: row.round_id,
    gameType: row.category,
    vassalage: row.vendor_code,
    gameCode: row.game_code,
    gameName: row.names
      ? nameIn(readJson<Record<string, string>>(row.names), viewer.language)
      : row.game_code,
    status: row.status,
    stake: toMajor(row.stake, scale),
    payout: toMajor(row.payout, scale),
    validBet: settled ? toMajor(row.stake, scale) : 0,
    profit: settled ? toMajor(row.payout - row.stake, scale) : 0,
    openedAt: iso(row.opened_at),
    closedAt: row.closed_at ? iso(row.closed_at) : null,
  };
}

function toTotals(row: TotalsRow, scale: number): BetTotals {
  return {
    rounds: Number(row.rounds),
    stake: toMajor(BigInt(row.stake), scale),
    validBet: toMajor(BigInt(row.valid_bet), scale),
    payout: toMajor(BigInt(row.payout), scale),
    profit: toMajor(BigInt(row.profit), scale),
  };
}

/**
 * The member's betting record (spec §2.3 personalHistoryCopy) and profit and loss (personalProfit),
 * read from the rounds the provider API keeps (domain.md §4: a round groups a bet with its wins and
 * rollbacks; valid bet is the stake of settled rounds) and from our own lottery's bets, one row per
 * bet (lottery-records.repo.ts: LOTT or ELOTT under vendor LOTTO, id `L` + the bet's id, won or
 * lost as CLOSED, refunded or cancelled as VOID with its stake given back).
 */
export class BetRecords {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Rounds opened within the days asked, newest first, with totals over all of them. */
  async list(viewer: RecordViewer, query: BetRecordQuery) {
    const range = recordRange(query, this.clock.now());
    const filter = {
      merchantId: viewer.merchant.id,
      memberId: viewer.memberId,
      start: range.start,
      end: range.end,
      category: query.gameType,
      vendor: query.vassalage,
    };
    const page = await this.page(viewer, filter, query);
    return { ...page, list: page.list.map((row) => row.record) };
  }

  /**
   * A page of the rows a filter matches (a member's, or an agent's team's: issue 14), newest first,
   * each with whose it is, and totals over all of them.
   */
  async page(
    viewer: Omit<RecordViewer, 'memberId'>,
    filter: RoundFilter,
    paging: { pageNo: number; pageSize: number },
  ) {
    const [rows, totals] = await Promise.all([
      findRecordPage(this.db, filter, paging.pageSize, (paging.pageNo - 1) * paging.pageSize),
      sumRecords(this.db, filter),
    ]);
    return {
      list: rows.map((row) => ({ memberId: row.member_id, record: toRecord(row, viewer) })),
      total: Number(totals.rounds),
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
      totals: toTotals(totals, viewer.merchant.currencyScale),
    };
  }

  /**
   * One round with its booked calls, or one lottery bet (`L` and its id) with its stake, payout or
   * refund. Another member's id is `bet.record.not.found`, exactly like an id that does not exist.
   * A rollback shows the stake it gave back: the first rollback of a bet gives back its amount, a
   * repeated one moves nothing (0).
   */
  async detail(viewer: RecordViewer, id: string) {
    if (id.startsWith(LOTTERY_ID_PREFIX))
      return this.lotteryDetail(viewer, id.slice(LOTTERY_ID_PREFIX.length));
    if (!DIGITS.test(id)) throw new AppError('bet.record.not.found');
    const round = await findMemberRound(this.db, viewer.merchant.id, viewer.memberId, BigInt(id));
    if (!round) throw new AppError('bet.record.not.found');
    const scale = viewer.merchant.currencyScale;
    const reversed = new Set<string>();
    const legs = (await findRoundCalls(this.db, round)).map((call) => {
      let amount = call.amount;
      if (call.action === 'rollback') {
        const bet = call.reference_transaction_id ?? '';
        amount = call.bet_amount !== null && !reversed.has(bet) ? call.bet_amount : 0n;
        reversed.add(bet);
      }
      return leg(
        call.action.toUpperCase() as RoundLeg['kind'],
        call.transaction_id,
        amount,
        call.created_at,
        scale,
      );
    });
    return { record: toRecord(round, viewer), legs };
  }

  /**
   * A lottery bet as a round: its stake (BET), then once settled its payout (WIN, 0 when lost) or,
   * refunded or cancelled, its stake given back (ROLLBACK); each under its ledger leg's id.
   */
  private async lotteryDetail(viewer: RecordViewer, id: string) {
    if (!DIGITS.test(id)) throw new AppError('bet.record.not.found');
    const who = { merchantId: viewer.merchant.id, memberId: viewer.memberId };
    const bet = await findMemberBet(this.db, who, BigInt(id));
    if (!bet) throw new AppError('bet.record.not.found');
    const scale = viewer.merchant.currencyScale;
    const legs = [leg('BET', stakeLegId(bet.id), bet.placed_stake, bet.placed_at, scale)];
    if (bet.settled_at && bet.status === 'CLOSED') {
      legs.push(leg('WIN', betLegId(bet.id, 'payout'), bet.payout, bet.settled_at, scale));
    } else if (bet.settled_at && bet.status === 'VOID') {
      legs.push(leg('ROLLBACK', betLegId(bet.id, 'refund'), bet.placed_stake, bet.settled_at, scale));
    }
    const row: RecordRow = {
      source: 'LOTTERY',
      id: bet.id,
      member_id: viewer.memberId,
      round_id: bet.numero,
      vendor_code: LOTTERY_VENDOR,
      game_code: bet.game_code,
      status: bet.status,
      stake: bet.stake,
      payout: bet.payout,
      opened_at: bet.placed_at,
      closed_at: bet.settled_at,
      names: bet.names,
      category: bet.category,
    };
    return { record: toRecord(row, viewer), legs };
  }

  /**
   * Settled rounds closed within the period, summed per category (categories without rounds are
   * left out, the rest in lane order) and over all of them.
   */
  async profit(
    viewer: RecordViewer,
    query: { period: (typeof PROFIT_PERIODS)[number]; from?: string; to?: string },
  ) {
    const range = periodRange(query.period, query, this.clock.now());
    const rows = await sumSettledByCategory(this.db, {
      merchantId: viewer.merchant.id,
      memberId: viewer.memberId,
      start: range.start,
      end: range.end,
    });
    const scale = viewer.merchant.currencyScale;
    const byCategory = new Map(rows.map((row) => [row.category, row]));
    const sum = (pick: (row: TotalsRow) => bigint) =>
      rows.reduce((total, row) => total + BigInt(pick(row)), 0n);
    return {
      from: range.from,
      to: range.to,
      rows: GAME_CATEGORIES.filter((category) => byCategory.has(category)).map((category) => ({
        gameType: category,
        ...toTotals(byCategory.get(category)!, scale),
      })),
      totals: toTotals(
        {
          rounds: rows.reduce((total, row) => total + Number(row.rounds), 0),
          stake: sum((row) => row.stake),
          payout: sum((row) => row.payout),
          valid_bet: sum((row) => row.valid_bet),
          profit: sum((row) => row.profit),
        },
        scale,
      ),
    };
  }
}
