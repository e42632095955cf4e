import type { ContractTier, ContractType } from '@tessera/contracts';
import { formatCount } from '../../i18n/numbers';
import { formatRate } from './rates';

/** A sentence of the catalogue with its values, translated where it is shown. */
export interface Words {
  key: string;
  params: Record<string, string>;
}

/**
 * One tier in plain words (spec §4): "valid bet ≥ X and active members ≥ Y → Z % of valid bet
 * (+ fixed)" for salaries, with the net loss and "of net loss" for dividends. `amount` writes money
 * the way the brand does.
 */
export function tierWords(tier: ContractTier, type: ContractType, amount: (value: number) => string): Words {
  const common = {
    bet: amount(tier.minValidBet),
    members: formatCount(tier.minActiveMembers),
    rate: formatRate(tier.rateBp),
  };
  if (type === 'DIVIDEND') {
    return { key: 'ct_tier_dividend', params: { ...common, loss: amount(tier.minNetLoss ?? 0) } };
  }
  const fixed = tier.fixed ?? 0;
  return fixed > 0
    ? { key: 'ct_tier_salary_fixed', params: { ...common, fixed: amount(fixed) } }
    : { key: 'ct_tier_salary', params: common };
}
