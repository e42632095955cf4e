import type { RaffleKind, RafflePrize, RafflePrizeType } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../i18n/numbers';
import { useWholeMoney } from '../points/use-whole-money';
import type { PrizeFace, PrizeTone } from './prize-face';

const TONES: Record<RafflePrizeType, PrizeTone> = {
  CASH: 'cash',
  BONUS: 'bonus',
  POINTS: 'points',
  NOTHING: 'none',
};

export const toneOf = (type: RafflePrizeType): PrizeTone => TONES[type];

/** The button's verb for each kind: Spin, Open, Crack. */
export const ACTION_KEY = {
  WHEEL: 'raf_action_wheel',
  RED_ENVELOPE: 'raf_action_envelope',
  EGG: 'raf_action_egg',
} as const satisfies Record<RaffleKind, string>;

/**
 * Prizes as the animations show them: the amount in big words ("৳50", "20 pts") with its kind
 * under it; a prize of nothing shows its own label ("Try again").
 */
export function usePrizeFaces(): (prize: RafflePrize) => PrizeFace {
  const { t } = useTranslation();
  const money = useWholeMoney();
  return (prize) => {
    switch (prize.type) {
      case 'CASH':
        return { title: money(prize.amount), caption: t('raf_prize_cash'), tone: 'cash' };
      case 'BONUS':
        return { title: money(prize.amount), caption: t('raf_prize_bonus'), tone: 'bonus' };
      case 'POINTS':
        return {
          title: t('raf_points_short', { points: formatCount(prize.amount) }),
          caption: t('raf_prize_points'),
          tone: 'points',
        };
      case 'NOTHING':
        return {
          title: prize.label || t('raf_prize_nothing'),
          caption: t('raf_prize_nothing_caption'),
          tone: 'none',
        };
    }
  };
}

/** A prize in a sentence: "৳50 cash", "a ৳20 bonus (wager 5×)", "20 points", "nothing this time". */
export function usePrizeWords(): (prize: RafflePrize) => string {
  const { t } = useTranslation();
  const money = useWholeMoney();
  return (prize) => {
    switch (prize.type) {
      case 'CASH':
        return t('raf_won_cash', { amount: money(prize.amount) });
      case 'BONUS':
        return prize.wageringMultiple
          ? t('raf_won_bonus_wager', { amount: money(prize.amount), times: prize.wageringMultiple })
          : t('raf_won_bonus', { amount: money(prize.amount) });
      case 'POINTS':
        return t('raf_won_points', { points: formatCount(prize.amount) });
      case 'NOTHING':
        return t('raf_won_nothing');
    }
  };
}
