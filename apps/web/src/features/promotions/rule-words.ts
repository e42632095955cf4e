import type { GameCategory, PromotionCard, PromotionRules } from '@tessera/contracts';
import { formatAmount, formatCount } from '../../i18n/numbers';
import { CATEGORY_META } from '../games/categories';

/** What the words need: the catalogue's `t` (EN or BN) and the brand's money. */
export interface RuleWordsContext {
  t: (key: string, params?: Record<string, string>) => string;
  currencySymbol: string;
  scale: number;
}

/** `৳5,000`, or `৳12.50` when there are cents: the compact money of a sentence. */
export function moneyWords(amount: number, symbol: string, scale: number): string {
  return `${symbol}${formatAmount(amount, Number.isInteger(amount) ? 0 : scale)}`;
}

/** `25`, `12.5`: a number as people say it, at most two decimals. */
export function numberWords(value: number): string {
  if (Number.isInteger(value)) return formatCount(value);
  const rounded = Math.round(value * 100) / 100;
  return formatAmount(rounded, Number.isInteger(rounded * 10) ? 1 : 2);
}

/** `a, b or c` with the catalogue's "or". */
function either(items: readonly string[], or: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`;
}

/**
 * A promotion's rules in plain words (issue 15: "a member always sees why"), one sentence a line,
 * in the order a member meets them: who may take part, what to do, what they get, what the bonus
 * asks before it can be withdrawn, and how often. Pure: the caller passes the language's `t`.
 */
export function ruleWords(card: Pick<PromotionCard, 'type' | 'rules'>, context: RuleWordsContext): string[] {
  const { rules } = card;
  const { t } = context;
  const money = (amount: number) => moneyWords(amount, context.currencySymbol, context.scale);
  const lines: string[] = [];

  if (rules.newMemberDays !== null) {
    lines.push(t('promo_rule_new_members', { days: formatCount(rules.newMemberDays) }));
  }
  if (rules.vipLevels && rules.vipLevels.length > 0) {
    lines.push(t('promo_rule_vip_levels', { levels: either(rules.vipLevels, t('promo_rule_or')) }));
  }
  if (card.type === 'APPLIED') lines.push(t('promo_rule_apply'));
  else if (rules.joinRequired) lines.push(t('promo_rule_join_first'));
  const period = card.type === 'REBATE' || card.type === 'CASHBACK';
  if (period) lines.push(...playWords(card.type as 'REBATE' | 'CASHBACK', rules, t, money));
  else {
    if (card.type !== 'APPLIED')
      lines.push(depositWords(card.type as 'FIRST_DEPOSIT' | 'DEPOSIT', rules, context, money));
    lines.push(rewardWords(rules, t, money));
  }
  if (rules.claimMode === 'CLAIM') lines.push(t('promo_rule_claim'));
  lines.push(...wageringWords(rules, t, money));
  if (!period) lines.push(t(`promo_rule_frequency_${rules.frequency.toLowerCase()}`));
  if (rules.exclusive) lines.push(t('promo_rule_exclusive'));
  return lines;
}

/**
 * A rebate or cash back: the percent of the period's valid bet or net loss, the games that count,
 * the cap, and when it is paid.
 */
function playWords(
  type: 'REBATE' | 'CASHBACK',
  rules: PromotionRules,
  t: RuleWordsContext['t'],
  money: (amount: number) => string,
): string[] {
  const period = rules.frequency === 'ONCE' ? 'daily' : rules.frequency.toLowerCase();
  const percent = numberWords(rules.rewardBp / 100);
  const lines = [t(`promo_rule_${type.toLowerCase()}_${period}`, { percent })];
  if (rules.categories && rules.categories.length > 0) {
    const games = rules.categories.map((category) => t(CATEGORY_META[category].label));
    lines.push(t('promo_rule_games', { games: either(games, t('promo_rule_or')) }));
  }
  if (rules.rewardCap !== null) lines.push(t(`promo_rule_cap_${period}`, { cap: money(rules.rewardCap) }));
  lines.push(t(`promo_rule_paid_${period}`));
  return lines;
}

function depositWords(
  type: 'FIRST_DEPOSIT' | 'DEPOSIT',
  rules: PromotionRules,
  { t }: RuleWordsContext,
  money: (amount: number) => string,
): string {
  const first = type === 'FIRST_DEPOSIT';
  const base =
    rules.minDeposit > 0
      ? t(first ? 'promo_rule_first_deposit_min' : 'promo_rule_deposit_min', {
          amount: money(rules.minDeposit),
        })
      : t(first ? 'promo_rule_first_deposit_any' : 'promo_rule_deposit_any');
  if (!rules.channels || rules.channels.length === 0) return base;
  return t('promo_rule_through', { rule: base, channels: either(rules.channels, t('promo_rule_or')) });
}

function rewardWords(
  rules: PromotionRules,
  t: RuleWordsContext['t'],
  money: (amount: number) => string,
): string {
  const percent = numberWords(rules.rewardBp / 100);
  const cap = rules.rewardCap;
  if (rules.rewardBp > 0 && rules.rewardFixed > 0) {
    const params = { fixed: money(rules.rewardFixed), percent };
    return cap === null
      ? t('promo_rule_reward_both', params)
      : t('promo_rule_reward_both_cap', { ...params, cap: money(cap) });
  }
  if (rules.rewardBp > 0) {
    return cap === null
      ? t('promo_rule_reward_percent', { percent })
      : t('promo_rule_reward_percent_cap', { percent, cap: money(cap) });
  }
  return t('promo_rule_reward_fixed', { amount: money(rules.rewardFixed) });
}

function wageringWords(
  rules: PromotionRules,
  t: RuleWordsContext['t'],
  money: (amount: number) => string,
): string[] {
  if (rules.wagering <= 0) return [t('promo_rule_no_wagering')];
  const times = numberWords(rules.wagering);
  const wager =
    rules.bonusDays === null
      ? t('promo_rule_wager', { times })
      : t('promo_rule_wager_days', { times, days: formatCount(rules.bonusDays) });
  const counted = weightWords(rules.weights, t);
  const lines = [
    counted
      ? t('promo_rule_wager_counts', { rule: wager, games: counted })
      : t('promo_rule_wager_all', { rule: wager }),
  ];
  if (rules.maxBet !== null) lines.push(t('promo_rule_max_bet', { amount: money(rules.maxBet) }));
  return lines;
}

/** Each counting category with its percent, the fullest first; empty: every game counts in full. */
export function weightList(
  weights: PromotionRules['weights'],
): { category: GameCategory; percent: number }[] {
  return (Object.keys(CATEGORY_META) as GameCategory[])
    .flatMap((category) => {
      const percent = weights[category];
      return percent === undefined ? [] : [{ category, percent }];
    })
    .sort((a, b) => b.percent - a.percent);
}

/** `Slots 100%, Live casino 20%`; null when every game counts in full. */
export function weightWords(weights: PromotionRules['weights'], t: RuleWordsContext['t']): string | null {
  const entries = weightList(weights).map(
    ({ category, percent }) => `${t(CATEGORY_META[category].label)} ${formatCount(percent)}%`,
  );
  return entries.length === 0 ? null : entries.join(', ');
}
