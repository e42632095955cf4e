import { type JackpotSettings, saveJackpotSettings } from '@tessera/contracts';
import { sql } from 'kysely';
import { staffToken } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';
import { rollUpHouseBalances } from '../ledger/house-roll-up.js';

/** Test helpers of the jackpot (not a test file itself). */

/** ৳1,000 seed, 1 % of slots' valid bet, drops between ৳1,500 and ৳1,600. */
export const SETTINGS: JackpotSettings = {
  enabled: true,
  categories: ['RNG'],
  contributionBp: 100,
  seed: 1_000,
  dropMin: 1_500,
  dropMax: 1_600,
};

export async function saveSettings(t: TestApp, input: Partial<JackpotSettings> = {}): Promise<void> {
  const saved = await t.call(saveJackpotSettings, {
    token: await staffToken(t),
    body: { ...SETTINGS, ...input },
  });
  if (!saved.body.success) throw new Error(`settings refused: ${JSON.stringify(saved.body)}`);
}

/** The brand's open cycle as stored, its unrevealed seed too (what only a test may read). */
export function openCycleRow(t: TestApp) {
  return t.db.selectFrom('jackpot_cycles').selectAll().where('won_at', 'is', null).executeTakeFirstOrThrow();
}

/** The brand's `JACKPOT` house account once the roll-up folded its legs (minor units). */
export async function jackpotAccount(t: TestApp): Promise<bigint> {
  await rollUpHouseBalances(t.db);
  const { rows } = await sql<{ balance: string }>`
    select coalesce(sum(balance), 0)::text as balance from ledger_accounts
    where owner_type = 'house' and kind = 'JACKPOT'`.execute(t.db);
  return BigInt(rows[0]!.balance);
}
