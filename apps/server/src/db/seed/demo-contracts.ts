import type { Db } from '../database.js';
import type { StoredTier } from '../schema.js';

const tier = (
  minValidBet: bigint,
  minActiveMembers: number,
  rateBp: number,
  minNetLoss = 0n,
): StoredTier => ({
  minValidBet: minValidBet.toString(),
  minActiveMembers,
  minNetLoss: minNetLoss.toString(),
  rateBp,
  fixed: '0',
});

/**
 * The demo agent's contracts with the house, in force (issue 14): what caps the rates agent01 may
 * offer its own downlines, and what the house pays it. Minor units (BDT paisa).
 */
const DEMO_CONTRACTS = [
  { type: 'REALTIME_SALARY', period: null, tiers: [tier(0n, 0, 100)] },
  { type: 'HOURLY_SALARY', period: null, tiers: [tier(0n, 0, 80), tier(5_000_000n, 5, 120)] },
  { type: 'DAILY_SALARY', period: null, tiers: [tier(1_000_000n, 3, 100), tier(10_000_000n, 10, 150)] },
  {
    type: 'DIVIDEND',
    period: 'MONTHLY',
    tiers: [tier(0n, 5, 2_000, 100_000n), tier(0n, 20, 3_000, 1_000_000n)],
  },
] as const;

export async function seedDemoContracts(
  db: Db,
  merchantId: number,
  agentId: number,
  at: Date,
): Promise<void> {
  for (const contract of DEMO_CONTRACTS) {
    await db
      .insertInto('agent_contracts')
      .values({
        merchant_id: merchantId,
        type: contract.type,
        period: contract.period,
        upline_id: null,
        member_id: agentId,
        state: 'V',
        tiers: JSON.stringify(contract.tiers),
        max_rate_bp: Math.max(...contract.tiers.map((t) => t.rateBp)),
        offered_at: at,
        decided_at: at,
      })
      .execute();
  }
}
