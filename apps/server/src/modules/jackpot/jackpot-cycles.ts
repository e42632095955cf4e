import { type JackpotPool, type JackpotWin, toMajor } from '@tessera/contracts';
import { jackpotCommitment, jackpotDropPoint, newServerSeed } from '@tessera/fair';
import { sql } from 'kysely';
import { transferId } from '../../lib/transfer-ids.js';
import { nodeRandomBytes } from '../fair-games/seed-pairs.js';
import { maskName } from '../games/winner-board.js';
import type { Executor } from '../ledger/ledger.repo.js';
import type { Book } from '../ledger/ledger.service.js';
import type { JackpotSettingsRow } from './jackpot-settings.js';

/** A cycle as the feed and the views read it (minor units). */
export interface CycleRow {
  id: bigint;
  merchant_id: number;
  cycle: number;
  server_seed: string;
  commitment: string;
  drop_min: bigint;
  drop_max: bigint;
  drop_point: bigint;
  seed_amount: bigint;
  amount: bigint;
  carry: number;
  feeds: number;
}

const CYCLE_COLUMNS = [
  'id',
  'merchant_id',
  'cycle',
  'server_seed',
  'commitment',
  'drop_min',
  'drop_max',
  'drop_point',
  'seed_amount',
  'amount',
  'carry',
  'feeds',
] as const;

export function openCycleOf(db: Executor, merchantId: number): Promise<CycleRow | undefined> {
  return db
    .selectFrom('jackpot_cycles')
    .select(CYCLE_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('won_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Opens cycle `number` of a brand at the settings' seed: a fresh server seed, its commitment, and
 * the drop point it draws in the settings' range; the seed value moves from the house's
 * `ADJUSTMENTS` into the pool (`JACKPOT`), once by its id. The caller holds the brand's settings row.
 */
export async function openCycle(
  book: Book,
  settings: JackpotSettingsRow,
  at: { number: number; currency: string; carry: number; now: Date },
): Promise<CycleRow> {
  const { number, currency, carry } = at;
  const serverSeed = newServerSeed(nodeRandomBytes);
  const values = {
    merchant_id: settings.merchant_id,
    cycle: number,
    server_seed: serverSeed,
    commitment: jackpotCommitment(serverSeed),
    drop_min: settings.drop_min,
    drop_max: settings.drop_max,
    drop_point: jackpotDropPoint({
      serverSeed,
      cycle: number,
      min: settings.drop_min,
      max: settings.drop_max,
    }),
    seed_amount: settings.seed_amount,
    amount: settings.seed_amount,
    carry,
    opened_at: at.now,
  };
  const { id } = await book.tx
    .insertInto('jackpot_cycles')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (settings.seed_amount > 0n) {
    const ref = `${settings.merchant_id}:${number}`;
    await book.post({
      merchantId: settings.merchant_id,
      currency,
      legs: [
        {
          id: transferId(`jackpot:${ref}`, 'jackpot-seed'),
          debit: { house: 'ADJUSTMENTS' },
          credit: { house: 'JACKPOT' },
          amount: settings.seed_amount,
          kind: 'JACKPOT_SEED',
          refType: 'jackpot-cycle',
          refId: ref,
        },
      ],
    });
  }
  return { id, feeds: 0, ...values };
}

/** The number the brand's next cycle takes. */
export async function nextCycleNumber(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('jackpot_cycles')
    .select(sql<number>`coalesce(max(cycle), 0) + 1`.as('next'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** The brand's wins, newest first, with the revealed seeds. */
export async function winsOf(db: Executor, merchantId: number, limit: number, scale: number) {
  const rows = await db
    .selectFrom('jackpot_cycles as c')
    .innerJoin('members as m', 'm.id', 'c.winner_id')
    .select([
      'c.cycle',
      'c.server_seed',
      'c.commitment',
      'c.drop_min',
      'c.drop_max',
      'c.drop_point',
      'c.win_amount',
      'c.won_at',
      'm.id as member_id',
      'm.username',
    ])
    .where('c.merchant_id', '=', merchantId)
    .where('c.won_at', 'is not', null)
    .orderBy('c.cycle', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    memberId: row.member_id,
    username: row.username,
    win: {
      cycle: row.cycle,
      winner: maskName(row.username),
      amount: toMajor(row.win_amount ?? 0n, scale),
      wonAt: new Date(row.won_at!).toISOString(),
      serverSeed: row.server_seed,
      commitment: row.commitment,
      dropMin: String(row.drop_min),
      dropMax: String(row.drop_max),
      dropPoint: String(row.drop_point),
    } satisfies JackpotWin,
  }));
}

/** The pool as the site shows it; a brand without a jackpot answers `enabled: false` and zeros. */
export async function poolOf(
  db: Executor,
  merchantId: number,
  scale: number,
  settings: JackpotSettingsRow | null,
): Promise<JackpotPool> {
  const [cycle, wins] = await Promise.all([openCycleOf(db, merchantId), winsOf(db, merchantId, 1, scale)]);
  return {
    enabled: (settings?.enabled ?? false) && cycle !== undefined,
    cycle: cycle?.cycle ?? 0,
    amount: toMajor(cycle?.amount ?? 0n, scale),
    seed: toMajor(settings?.seed_amount ?? 0n, scale),
    commitment: cycle?.commitment ?? '',
    dropMin: String(cycle?.drop_min ?? 0n),
    dropMax: String(cycle?.drop_max ?? 0n),
    lastWin: wins[0]?.win ?? null,
  };
}
