import type { ContractType } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { StoredTier } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { readJson } from '../../lib/json-column.js';
import { transferId } from '../../lib/transfer-ids.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { MerchantDirectory } from '../site/merchant-directory.js';
import { periodFigures } from './contract-figures.repo.js';
import { completePeriods, type DividendPeriod, periodAt } from './contract-periods.js';
import { billAmount, type PeriodFigures, reachedTier } from './contract-tiers.js';

const NONE: PeriodFigures = { validBet: 0n, netLoss: 0n, activeMembers: 0 };

/** Periods settled per run (a stopped job catches up over several), and bills written per statement. */
const PERIODS_PER_RUN = 400;
const INSERT_CHUNK = 1_000;
/** Bills paid per transaction. */
const PAY_BATCH = 200;

/** A contract in force as the settlement reads it. */
interface InForce {
  id: bigint;
  merchant_id: number;
  upline_id: number | null;
  member_id: number;
  tiers: StoredTier[];
  suspended: boolean;
  decided_at: Date;
}

export interface SettlementOutcome {
  bills: number;
  paid: number;
  waiting: number;
}

/**
 * Settles contracts of one type (domain.md §7): each complete period of each contract in force
 * with play in the holder's team (or paying something for none) gets one bill (claimed by its
 * unique contract and period start, so several nodes and re-runs write it once) with the team's
 * figures, the tier reached, the rate and the amount, one statement per period for all the
 * contracts that share it (decision 0035); a period without play and without pay leaves no bill,
 * and a suspended contract's periods pass unbilled; then
 * every unpaid bill is paid by the upline who offered the contract (the house for top agents)
 * through the ledger, under an id derived from the bill, so a retry never pays twice. A bill the
 * payer cannot cover waits as INSUFFICIENT_BALANCE and is tried again at every run.
 */
export class ContractSettlement {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly merchants: MerchantDirectory,
  ) {}

  async run(type: ContractType): Promise<SettlementOutcome> {
    const now = this.clock.now();
    const contracts = await this.db
      .selectFrom('agent_contracts')
      .select([
        'id',
        'merchant_id',
        'period',
        'upline_id',
        'member_id',
        'tiers',
        'suspended',
        'decided_at',
        'settled_until',
      ])
      .where('type', '=', type)
      .where('state', '=', 'V')
      .orderBy('id')
      .execute();
    // Contracts whose next period is the same one (same brand days, same dividend period) settle together.
    const groups = new Map<
      string,
      { zone: string; dividend: DividendPeriod | null; from: Date; members: InForce[] }
    >();
    for (const row of contracts) {
      const merchant = await this.merchants.byId(row.merchant_id);
      if (!merchant || !row.decided_at) continue;
      const from = row.settled_until ?? row.decided_at;
      const next = periodAt(type, row.period, from, merchant.timeZone);
      const key = `${merchant.timeZone}|${row.period}|${next.start.toISOString()}`;
      const group = groups.get(key) ?? { zone: merchant.timeZone, dividend: row.period, from, members: [] };
      group.members.push({ ...row, decided_at: row.decided_at, tiers: readJson<StoredTier[]>(row.tiers) });
      groups.set(key, group);
    }
    let bills = 0;
    for (const group of groups.values()) bills += await this.settleGroup(type, group, now);
    const paid = await this.payUnpaid(type);
    return { bills, ...paid };
  }

  /** The complete periods of contracts that share them: one figures statement per period. */
  private async settleGroup(
    type: ContractType,
    group: { zone: string; dividend: DividendPeriod | null; from: Date; members: InForce[] },
    now: Date,
  ): Promise<number> {
    const periods = completePeriods(type, group.dividend, group.from, now, group.zone, PERIODS_PER_RUN);
    if (periods.length === 0) return 0;
    const live = group.members.filter((c) => !c.suspended);
    let written = 0;
    for (const period of periods) {
      const figures = await periodFigures(
        this.db,
        live.map((c) => c.id),
        period.start,
        period.end,
      );
      const rows = live.flatMap((contract) => {
        const counted = figures.get(contract.id) ?? NONE;
        const tierIndex = reachedTier(contract.tiers, counted);
        const amount = billAmount(type, tierIndex === null ? undefined : contract.tiers[tierIndex], counted);
        // A period without play in the team and without pay leaves no bill.
        if (counted.activeMembers === 0 && amount === 0n) return [];
        return [
          {
            merchant_id: contract.merchant_id,
            contract_id: contract.id,
            type,
            period_start: period.start,
            period_end: period.end,
            payer_id: contract.upline_id,
            payee_id: contract.member_id,
            valid_bet: counted.validBet,
            net_loss: counted.netLoss,
            active_members: counted.activeMembers,
            tier_index: tierIndex,
            rate_bp: tierIndex === null ? 0 : contract.tiers[tierIndex]!.rateBp,
            amount,
            state: amount > 0n ? ('PENDING' as const) : ('NOTHING_DUE' as const),
            settled_at: now,
          },
        ];
      });
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const inserted = await this.db
          .insertInto('agent_bills')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflict((conflict) => conflict.columns(['contract_id', 'period_start']).doNothing())
          .returning('id')
          .execute();
        written += inserted.length;
      }
    }
    // Moves forward only: a concurrent run that got further is not undone.
    const until = periods.at(-1)!.end;
    await this.db
      .updateTable('agent_contracts')
      .set({ settled_until: until })
      .where(
        'id',
        'in',
        group.members.map((c) => c.id),
      )
      .where((eb) => eb.or([eb('settled_until', 'is', null), eb('settled_until', '<', until)]))
      .execute();
    return written;
  }

  /**
   * Pay every unpaid, unheld bill of the type, oldest first, a batch per transaction; a batch that
   * one payer cannot cover is paid bill by bill, so only that payer's bills wait.
   */
  private async payUnpaid(type: ContractType): Promise<{ paid: number; waiting: number }> {
    const unpaid = await this.db
      .selectFrom('agent_bills')
      .select('id')
      .where('type', '=', type)
      .where('state', 'in', ['PENDING', 'INSUFFICIENT_BALANCE'])
      .where('held', '=', false)
      .orderBy('id')
      .execute();
    let paid = 0;
    let waiting = 0;
    for (let i = 0; i < unpaid.length; i += PAY_BATCH) {
      const ids = unpaid.slice(i, i + PAY_BATCH).map((row) => row.id);
      const batch = await this.payTogether(ids).catch((error: unknown) => {
        if (!isShortfall(error)) throw error;
        return null;
      });
      if (batch !== null) {
        paid += batch;
        continue;
      }
      for (const id of ids) {
        const outcome = await this.pay(id);
        if (outcome === 'PAID') paid++;
        if (outcome === 'INSUFFICIENT_BALANCE') waiting++;
      }
    }
    return { paid, waiting };
  }

  /** One bill paid through the ledger with its state, in one transaction; or marked as waiting. */
  async pay(id: bigint): Promise<'PAID' | 'INSUFFICIENT_BALANCE' | 'SKIPPED'> {
    try {
      return (await this.payTogether([id])) === 1 ? 'PAID' : 'SKIPPED';
    } catch (error) {
      if (!isShortfall(error)) throw error;
      await this.db
        .updateTable('agent_bills')
        .set((eb) => ({ state: 'INSUFFICIENT_BALANCE', attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('state', 'in', ['PENDING', 'INSUFFICIENT_BALANCE'])
        .execute();
      return 'INSUFFICIENT_BALANCE';
    }
  }

  /**
   * Bills paid in one transaction with their states: one ledger leg each, under an id derived from
   * the bill (a retry is a replay), from the payer's main wallet (the house's COMMISSIONS for a top
   * agent's) to the payee's. Bills locked elsewhere, paid or held meanwhile are left out. Throws
   * `balance.insufficient` when a payer cannot cover theirs: nothing of the batch is paid then.
   */
  private async payTogether(ids: bigint[]): Promise<number> {
    return this.ledger.transaction(async (book) => {
      const bills = await book.tx
        .selectFrom('agent_bills as b')
        .innerJoin('merchants as m', 'm.id', 'b.merchant_id')
        .select(['b.id', 'b.merchant_id', 'b.type', 'b.payer_id', 'b.payee_id', 'b.amount', 'm.currency'])
        .where('b.id', 'in', ids)
        .where('b.state', 'in', ['PENDING', 'INSUFFICIENT_BALANCE'])
        .where('b.held', '=', false)
        .orderBy('b.id')
        .forUpdate('b')
        .skipLocked()
        .execute();
      if (bills.length === 0) return 0;
      const byBrand = new Map<string, typeof bills>();
      for (const bill of bills) {
        const key = `${bill.merchant_id}|${bill.currency}`;
        byBrand.set(key, [...(byBrand.get(key) ?? []), bill]);
      }
      for (const group of byBrand.values()) {
        await book.post({
          merchantId: group[0]!.merchant_id,
          currency: group[0]!.currency,
          legs: group.map((bill) => ({
            id: transferId(String(bill.id), 'agent-bill'),
            debit:
              bill.payer_id === null
                ? { house: 'COMMISSIONS' as const }
                : { member: bill.payer_id, kind: 'MAIN' as const },
            credit: { member: bill.payee_id, kind: 'MAIN' as const },
            amount: bill.amount,
            kind: bill.type === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY',
            refType: 'agent-bill',
            refId: String(bill.id),
          })),
        });
      }
      const paidAt = this.clock.now();
      await sql`
        update agent_bills set state = 'PAID', paid_at = ${paidAt}, attempts = attempts + 1, transfer_id = v.leg
        from (values ${sql.join(bills.map((bill) => sql`(${String(bill.id)}::bigint, ${transferId(String(bill.id), 'agent-bill')})`))}) as v(id, leg)
        where agent_bills.id = v.id`.execute(book.tx);
      return bills.length;
    });
  }
}

const isShortfall = (error: unknown) => error instanceof AppError && error.code === 'balance.insufficient';
