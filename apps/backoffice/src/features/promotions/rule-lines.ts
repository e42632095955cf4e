import type { GameCategory, PromotionRules, PromotionType } from '@tessera/contracts';
import { percentText } from './promotion-form';

/**
 * A promotion's rules in plain words, as members read them on its card: each line a catalogue key
 * under `promotions.rules` and its values (amounts already formatted by the caller, in the card's
 * language). The weights line carries its categories for the caller to name.
 */
export interface RuleLine {
  key: string;
  values?: Record<string, string | number>;
  categories?: { category: GameCategory; percent: number }[];
}

export function ruleLines(
  rules: PromotionRules,
  type: PromotionType,
  money: (amount: number) => string,
): RuleLine[] {
  const lines: RuleLine[] = [];
  const period = type === 'REBATE' || type === 'CASHBACK';
  const deposit = type === 'FIRST_DEPOSIT' || type === 'DEPOSIT';
  const percent = `${percentText(rules.rewardBp)}%`;
  if (type === 'APPLIED') lines.push({ key: 'applied' });
  if (type === 'FIRST_DEPOSIT') lines.push({ key: 'firstDeposit' });
  if (period) {
    lines.push({
      key: type === 'REBATE' ? 'rebate' : 'cashback',
      values: { percent, period: rules.frequency },
    });
    if (rules.categories)
      lines.push({
        key: 'games',
        categories: rules.categories.map((category) => ({ category, percent: 100 })),
      });
  } else if (rules.rewardFixed > 0 && rules.rewardBp > 0)
    lines.push({ key: 'rewardBoth', values: { amount: money(rules.rewardFixed), percent } });
  else if (rules.rewardBp > 0) lines.push({ key: 'rewardPercent', values: { percent } });
  else lines.push({ key: 'rewardFixed', values: { amount: money(rules.rewardFixed) } });
  if (rules.rewardCap !== null) lines.push({ key: 'rewardCap', values: { amount: money(rules.rewardCap) } });
  if (deposit && rules.minDeposit > 0)
    lines.push({ key: 'minDeposit', values: { amount: money(rules.minDeposit) } });
  if (deposit)
    lines.push(
      rules.channels === null
        ? { key: 'channelsAll' }
        : { key: 'channels', values: { list: rules.channels.join(', ') } },
    );
  if (!period) lines.push({ key: `frequency.${rules.frequency}` });
  if (deposit || period) lines.push({ key: rules.joinRequired ? 'join' : 'noJoin' });
  if (rules.newMemberDays !== null) lines.push({ key: 'newMembers', values: { days: rules.newMemberDays } });
  if (rules.vipLevels !== null)
    lines.push({ key: 'vipLevels', values: { list: rules.vipLevels.join(', ') } });
  if (rules.claimMode === 'CLAIM') lines.push({ key: 'claim' });
  if (rules.wagering === 0) {
    lines.push({ key: 'noWagering' });
  } else {
    lines.push({ key: 'wagering', values: { times: rules.wagering } });
    const given = Object.entries(rules.weights) as [GameCategory, number][];
    lines.push(
      given.length === 0
        ? { key: 'weightsAll' }
        : {
            key: 'weights',
            categories: given.map(([category, value]) => ({ category, percent: value })),
          },
    );
    if (rules.bonusDays !== null) lines.push({ key: 'bonusDays', values: { days: rules.bonusDays } });
    if (rules.maxBet !== null) lines.push({ key: 'maxBet', values: { amount: money(rules.maxBet) } });
  }
  if (rules.exclusive) lines.push({ key: 'exclusive' });
  return lines;
}
