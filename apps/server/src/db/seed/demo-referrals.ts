import type { Db } from '../database.js';
import { demoMerchant } from './demo-brand.js';

/**
 * The demo brand's invite-friends rewards (decision 0044, minor units, BDT): ৳20 when a friend
 * registers, ৳100 for a first deposit from ৳500, ৳200 when the friend's valid bet reaches ৳5,000.
 * Written when the brand has none, so staff edits are never overwritten.
 */
export async function seedDemoReferrals(db: Db): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  await db
    .insertInto('referral_settings')
    .values({
      merchant_id: merchant.id,
      enabled: true,
      register_reward: 2_000n,
      first_deposit_reward: 10_000n,
      first_deposit_min: 50_000n,
      valid_bet_reward: 20_000n,
      valid_bet_threshold: 500_000n,
      hold_same_ip: true,
      hold_same_device: false,
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
}
