import { localDate } from '../../lib/brand-days.js';
import { startFeeding } from '../../modules/jackpot/jackpot-settings.js';
import type { Db } from '../database.js';
import { DEMO_MERCHANT } from './demo-brand.js';

/**
 * The demo brand's progressive jackpot (decision 0046, minor units, BDT), as spec §4's banner
 * suggests: each cycle starts at ৳31,250,000 and must drop between ৳32,000,000 and ৳32,500,000;
 * 0.5 % of the valid bet of slots, live casino, fishing, PVP and the in-house games feeds it. The
 * house funds the seed when the feed job opens the first cycle. Written when the brand has none,
 * so staff edits are never overwritten.
 */
export async function seedDemoJackpot(db: Db): Promise<void> {
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'time_zone'])
    .where('code', '=', DEMO_MERCHANT)
    .executeTakeFirst();
  if (!merchant) return;
  const inserted = await db
    .insertInto('jackpot_settings')
    .values({
      merchant_id: merchant.id,
      enabled: true,
      categories: ['RNG', 'LIVE', 'PVP', 'FISH', 'INHOUSE'],
      contribution_bp: 50,
      seed_amount: 3_125_000_000n,
      drop_min: 3_200_000_000n,
      drop_max: 3_250_000_000n,
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .returning('merchant_id')
    .executeTakeFirst();
  if (inserted) await startFeeding(db, merchant.id, localDate(new Date(), merchant.time_zone));
}
