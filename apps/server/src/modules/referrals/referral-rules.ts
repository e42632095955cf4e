import { type ReferralRules, type ReferralSettings, toMajor, toMinor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import type { Executor } from '../ledger/ledger.repo.js';

/** A brand's referral rules in minor units; a brand that set none offers nothing. */
export interface ReferralRulesRow {
  enabled: boolean;
  register_reward: bigint;
  first_deposit_reward: bigint;
  first_deposit_min: bigint;
  valid_bet_reward: bigint;
  valid_bet_threshold: bigint;
  hold_same_ip: boolean;
  hold_same_device: boolean;
}

const NONE: ReferralRulesRow = {
  enabled: false,
  register_reward: 0n,
  first_deposit_reward: 0n,
  first_deposit_min: 0n,
  valid_bet_reward: 0n,
  valid_bet_threshold: 0n,
  hold_same_ip: true,
  hold_same_device: false,
};

export async function findReferralRules(db: Executor, merchantId: number): Promise<ReferralRulesRow> {
  const row = await db
    .selectFrom('referral_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ?? NONE;
}

/** What members read of the rules. */
export function memberRules(rules: ReferralRulesRow, scale: number): ReferralRules {
  return {
    enabled: rules.enabled,
    registerReward: toMajor(rules.register_reward, scale),
    firstDepositReward: toMajor(rules.first_deposit_reward, scale),
    firstDepositMin: toMajor(rules.first_deposit_min, scale),
    validBetReward: toMajor(rules.valid_bet_reward, scale),
    validBetThreshold: toMajor(rules.valid_bet_threshold, scale),
  };
}

/** Staff's referral rules (decision 0044), saved whole and audited. */
export class ReferralRulesAdmin {
  constructor(private readonly db: Db) {}

  async get(ctx: RequestContext): Promise<ReferralSettings> {
    const rules = await findReferralRules(this.db, ctx.merchant.id);
    return {
      ...memberRules(rules, ctx.merchant.currencyScale),
      holdSameIp: rules.hold_same_ip,
      holdSameDevice: rules.hold_same_device,
    };
  }

  async save(ctx: RequestContext, staff: StaffSession, input: ReferralSettings): Promise<ReferralSettings> {
    const scale = ctx.merchant.currencyScale;
    const minor = (value: number, name: string) => {
      const amount = toMinor(value, scale);
      if (amount === null)
        throw new AppError('referral.settings.invalid', { rule: `${name} has too many decimals` });
      return amount;
    };
    const row = {
      enabled: input.enabled,
      register_reward: minor(input.registerReward, 'the registration reward'),
      first_deposit_reward: minor(input.firstDepositReward, 'the first deposit reward'),
      first_deposit_min: minor(input.firstDepositMin, 'the first deposit minimum'),
      valid_bet_reward: minor(input.validBetReward, 'the valid bet reward'),
      valid_bet_threshold: minor(input.validBetThreshold, 'the valid bet threshold'),
      hold_same_ip: input.holdSameIp,
      hold_same_device: input.holdSameDevice,
      updated_at: new Date(),
    };
    if (row.valid_bet_reward > 0n && row.valid_bet_threshold === 0n) {
      throw new AppError('referral.settings.invalid', { rule: 'a valid bet reward needs a threshold' });
    }
    const before = await this.get(ctx);
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('referral_settings')
        .values({ merchant_id: ctx.merchant.id, ...row })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(row))
        .execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'referral.settings',
        target: String(ctx.merchant.id),
        details: { before, after: input },
      });
    });
    return this.get(ctx);
  }
}
