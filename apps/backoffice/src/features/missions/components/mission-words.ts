import type { MissionInput } from '@tessera/contracts';
import type { TFunction } from 'i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import { countsMoney } from '../mission-form';

/** How a mission's figures read in one language: its goal with the target, and its reward. */
export interface MissionWords {
  goal: string;
  reward: string;
  /** BONUS: the turnover to meet; null otherwise. */
  wagering: string | null;
}

/**
 * A mission's goal and reward in words, in the language of `t` ("Valid bet of ৳5,000.00 on
 * Slots, Live casino", "30 rounds of Sweet Bonanza", "৳100.00 bonus"). `gameName` is the name the
 * server answered for the game id; the id stands in for it until there is one.
 */
export function missionWords(
  t: TFunction,
  mission: Pick<
    MissionInput,
    'goal' | 'target' | 'categories' | 'gameId' | 'rewardType' | 'rewardAmount' | 'wageringMultiple'
  >,
  gameName: string | null,
  money: { currency: string; scale: number; language: string },
): MissionWords {
  const amount = (value: number) => formatMoney(value, money.currency, money.language, money.scale);
  const count = (value: number) => formatCount(value, money.language);
  const target = countsMoney(mission.goal) ? amount(mission.target) : count(mission.target);
  const categories = mission.categories?.length
    ? mission.categories.map((category) => t(`promotions.categories.${category}`)).join(', ')
    : null;
  const game = gameName ?? (mission.gameId ? `#${mission.gameId}` : t('missions.words.aGame'));
  const goal =
    mission.goal === 'VALID_BET' || mission.goal === 'BETS'
      ? t(`missions.words.${mission.goal}${categories ? 'In' : ''}`, {
          count: mission.target,
          target,
          categories,
        })
      : t(`missions.words.${mission.goal}`, { count: mission.target, target, game });
  const reward =
    mission.rewardType === 'POINTS'
      ? t('missions.words.POINTS', {
          count: mission.rewardAmount,
          points: count(mission.rewardAmount),
        })
      : t(`missions.words.${mission.rewardType}`, { amount: amount(mission.rewardAmount) });
  const wagering =
    mission.rewardType === 'BONUS' && mission.wageringMultiple > 0
      ? t('missions.words.wagering', {
          multiple: String(mission.wageringMultiple),
          amount: amount(mission.rewardAmount * mission.wageringMultiple),
        })
      : null;
  return { goal, reward, wagering };
}
