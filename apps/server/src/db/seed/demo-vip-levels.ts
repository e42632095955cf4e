import type { Db } from '../database.js';

/** Rebate rates in basis points per category (spec §9's drop-down table is level 0's). */
const rates = (lott: number, fish: number, rng: number, live: number, sports: number) =>
  JSON.stringify({
    LOTT: lott,
    ELOTT: lott,
    FISH: fish,
    RNG: rng,
    INHOUSE: rng,
    LIVE: live,
    SPORTS: sports,
    ESPORTS: sports,
  });

/**
 * The demo brand's VIP levels (decisions 0040, 0041): everyone starts at level 0 with the spec §9
 * rebate rates; the levels above are reached by cumulative valid bet and deposits (minor units,
 * BDT), pay an upgrade bonus once, and give weekly cash back of 2 to 5 % of net loss. Bronze is
 * kept for good; Silver and Gold are kept by ৳1 lakh and ৳10 lakh of valid bet a month.
 */
export async function seedDemoVipLevels(db: Db, merchantId: number): Promise<void> {
  await db
    .insertInto('vip_levels')
    .values(
      [
        {
          level: 0,
          name: { EN: 'Member', BN: 'সদস্য' },
          min_valid_bet: 0n,
          min_deposits: 0n,
          rebate_bp: rates(100, 100, 120, 80, 100),
        },
        {
          level: 1,
          name: { EN: 'VIP 1 Bronze', BN: 'ভিআইপি 1 ব্রোঞ্জ' },
          min_valid_bet: 5_000_000n,
          min_deposits: 1_000_000n,
          upgrade_bonus: 10_000n,
          rebate_bp: rates(110, 110, 130, 90, 110),
          cashback_bp: 200,
          cashback_cap: 50_000n,
        },
        {
          level: 2,
          name: { EN: 'VIP 2 Silver', BN: 'ভিআইপি 2 সিলভার' },
          min_valid_bet: 50_000_000n,
          min_deposits: 10_000_000n,
          upgrade_bonus: 50_000n,
          rebate_bp: rates(120, 120, 150, 100, 120),
          cashback_bp: 300,
          cashback_cap: 200_000n,
          keep_valid_bet: 10_000_000n,
        },
        {
          level: 3,
          name: { EN: 'VIP 3 Gold', BN: 'ভিআইপি 3 গোল্ড' },
          min_valid_bet: 500_000_000n,
          min_deposits: 100_000_000n,
          upgrade_bonus: 200_000n,
          rebate_bp: rates(150, 150, 180, 120, 150),
          cashback_bp: 500,
          cashback_cap: 1_000_000n,
          keep_valid_bet: 100_000_000n,
        },
      ].map((row) => ({ ...row, merchant_id: merchantId, name: JSON.stringify(row.name) })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'level']).doNothing())
    .execute();
}
