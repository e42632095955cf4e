import type { DayFigures, ReportName } from '@tessera/contracts';
import { toMajor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { addDays, localDate, startOfDay } from '../../lib/brand-days.js';
import type { Merchant } from '../site/merchant.js';
import { cashierByChannel, cashierByDay, queueCounts } from './cashier-figures.repo.js';
import { giveawaysByDay, type Period, playBy, playByDay, playByPlayer } from './play-figures.repo.js';

const DAY_MS = 86_400_000;
/** The cashier report's withdrawals row, in the request's catalogue. */
const PAID_WITHDRAWALS = { EN: 'Paid withdrawals', BN: 'পরিশোধিত উত্তোলন' } as const;

/**
 * The dashboard and the reports (issue 13), read from the journals themselves, so every figure is
 * the sum of rows a staff member can list. Days are the brand's: a date's period starts at the
 * brand's midnight (`timeZone`).
 */
export class Reports {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async dashboard(merchant: Merchant, days: number) {
    const today = localDate(this.now(), merchant.timeZone);
    const from = addDays(today, -(days - 1));
    const period = this.period(merchant, from, today);
    const [series, byCategory, byVendor, queues] = await Promise.all([
      this.days(merchant, period, from, days),
      playBy(this.db, period, 'category'),
      playBy(this.db, period, 'vendor'),
      queueCounts(this.db, merchant.id),
    ]);
    const money = (minor: bigint) => toMajor(minor, merchant.currencyScale);
    const slice = (s: Awaited<ReturnType<typeof playBy>>[number]) => ({
      key: s.key,
      stake: money(s.stake),
      payout: money(s.payout),
      ggr: money(s.stake - s.payout),
      bets: s.bets,
      players: s.players,
    });
    return {
      timeZone: merchant.timeZone,
      currency: merchant.currency,
      days: series,
      byCategory: byCategory.map(slice),
      byVendor: byVendor.map(slice),
      queues,
    };
  }

  async report(
    merchant: Merchant,
    name: ReportName,
    fromDate: string,
    toDate: string,
    catalogue: 'EN' | 'BN' = 'EN',
  ) {
    const period = this.period(merchant, fromDate, toDate);
    const money = (minor: bigint) => toMajor(minor, merchant.currencyScale);
    const range = `from=${fromDate}&to=${toDate}`;
    switch (name) {
      case 'daily': {
        const count = Math.round((Date.parse(toDate) - Date.parse(fromDate)) / DAY_MS) + 1;
        const days = await this.days(merchant, period, fromDate, count);
        return {
          columns: [
            { key: 'date', kind: 'text' as const },
            ...(['registrations', 'firstDeposits', 'depositCount'] as const).map((key) => ({
              key,
              kind: 'count' as const,
            })),
            { key: 'deposits', kind: 'money' as const },
            { key: 'withdrawalCount', kind: 'count' as const },
            ...(['withdrawals', 'stake', 'payout', 'ggr', 'ngr'] as const).map((key) => ({
              key,
              kind: 'money' as const,
            })),
            { key: 'activePlayers', kind: 'count' as const },
          ],
          rows: days.map((d) => ({ cells: { ...d }, link: null })),
        };
      }
      case 'play-by-vendor':
      case 'play-by-category': {
        const slices = await playBy(this.db, period, name === 'play-by-vendor' ? 'vendor' : 'category');
        return {
          columns: [
            { key: name === 'play-by-vendor' ? 'vendor' : 'category', kind: 'text' as const },
            { key: 'bets', kind: 'count' as const },
            { key: 'players', kind: 'count' as const },
            { key: 'stake', kind: 'money' as const },
            { key: 'payout', kind: 'money' as const },
            { key: 'ggr', kind: 'money' as const },
          ],
          rows: slices.map((s) => ({
            cells: {
              [name === 'play-by-vendor' ? 'vendor' : 'category']: s.key,
              bets: s.bets,
              players: s.players,
              stake: money(s.stake),
              payout: money(s.payout),
              ggr: money(s.stake - s.payout),
            },
            link: name === 'play-by-vendor' && s.key !== 'LOTTERY' ? `/catalog/games?vendor=${s.key}` : null,
          })),
        };
      }
      case 'cashier-by-channel': {
        const { channels, withdrawals } = await cashierByChannel(this.db, period);
        return {
          columns: [
            { key: 'channel', kind: 'text' as const },
            { key: 'name', kind: 'text' as const },
            { key: 'count', kind: 'count' as const },
            { key: 'amount', kind: 'money' as const },
            { key: 'fees', kind: 'money' as const },
            { key: 'net', kind: 'money' as const },
          ],
          rows: [
            ...channels.map((c) => ({
              cells: {
                channel: c.channel,
                name: c.name,
                count: c.count,
                amount: money(c.amount),
                fees: money(-c.fees),
                net: money(c.amount - c.fees),
              },
              link: `/deposits?state=APPROVED&${range}`,
            })),
            {
              cells: {
                channel: 'WITHDRAWALS',
                name: PAID_WITHDRAWALS[catalogue],
                count: withdrawals.count,
                amount: money(-withdrawals.amount),
                fees: money(0n),
                net: money(-withdrawals.amount),
              },
              link: `/withdrawals?state=DISBURSED&${range}`,
            },
          ],
        };
      }
      case 'player-pnl': {
        const players = await playByPlayer(this.db, period, 500);
        return {
          columns: [
            { key: 'username', kind: 'text' as const },
            { key: 'bets', kind: 'count' as const },
            { key: 'stake', kind: 'money' as const },
            { key: 'payout', kind: 'money' as const },
            { key: 'playerNet', kind: 'money' as const },
          ],
          rows: players.map((p) => ({
            cells: {
              username: p.username,
              bets: p.bets,
              stake: money(p.stake),
              payout: money(p.payout),
              playerNet: money(p.payout - p.stake),
            },
            link: `/members/${p.memberId}`,
          })),
        };
      }
    }
  }

  /** One row per brand day from `first`, every day present (zeros where nothing happened). */
  private async days(
    merchant: Merchant,
    period: Period,
    first: string,
    count: number,
  ): Promise<DayFigures[]> {
    const [play, cashier, giveaways] = await Promise.all([
      playByDay(this.db, period),
      cashierByDay(this.db, period),
      giveawaysByDay(this.db, period),
    ]);
    const money = (minor: bigint) => toMajor(minor, merchant.currencyScale);
    const playOn = new Map(play.map((p) => [p.date, p]));
    return Array.from({ length: count }, (_, i) => {
      const date = addDays(first, i);
      const p = playOn.get(date);
      const stake = p?.stake ?? 0n;
      const payout = p?.payout ?? 0n;
      const ggr = stake - payout;
      const deposits = cashier.deposits.get(date);
      const withdrawals = cashier.withdrawals.get(date);
      return {
        date,
        registrations: cashier.registrations.get(date) ?? 0,
        firstDeposits: cashier.firstDeposits.get(date) ?? 0,
        deposits: money(deposits?.amount ?? 0n),
        depositCount: deposits?.count ?? 0,
        withdrawals: money(withdrawals?.amount ?? 0n),
        withdrawalCount: withdrawals?.count ?? 0,
        stake: money(stake),
        payout: money(payout),
        ggr: money(ggr),
        ngr: money(ggr - (giveaways.get(date) ?? 0n)),
        activePlayers: p?.players ?? 0,
      };
    });
  }

  /** The instants of the brand days `from` to `to`, both included. */
  private period(merchant: Merchant, from: string, to: string): Period {
    return {
      merchantId: merchant.id,
      timeZone: merchant.timeZone,
      from: startOfDay(from, merchant.timeZone),
      to: startOfDay(addDays(to, 1), merchant.timeZone),
    };
  }
}
