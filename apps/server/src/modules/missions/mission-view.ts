import { type Mission, type MissionState, MONEY_GOALS, toMajor } from '@tessera/contracts';
import type { Selectable } from 'kysely';
import type { MissionTable } from '../../db/schema-missions.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import type { Merchant } from '../site/merchant.js';
import type { MissionSpan } from './mission-periods.js';

export type MissionRow = Selectable<MissionTable> & { game_names: Record<string, string> | null };

/** Money goals and rewards are minor units in the table, major on the wire; counts stay counts. */
export const goalInMoney = (goal: MissionRow['goal']) => MONEY_GOALS.includes(goal);
export const rewardInMoney = (type: MissionRow['reward_type']) => type !== 'POINTS';

/** The member's card of a mission this period. */
export function toMission(
  row: MissionRow,
  span: MissionSpan,
  progress: bigint,
  claimedAt: Date | null,
  merchant: Merchant,
  language: string,
): Mission {
  const order = textOrder(merchant, language);
  const scale = merchant.currencyScale;
  const goalValue = (n: bigint) => (goalInMoney(row.goal) ? toMajor(n, scale) : Number(n));
  const state: MissionState = claimedAt ? 'CLAIMED' : progress >= row.target ? 'CLAIM' : 'PROCESS';
  return {
    id: String(row.id),
    title: pickText(row.title, order),
    summary: pickText(row.summary, order),
    icon: row.icon,
    period: row.period,
    goal: row.goal,
    categories:
      row.categories && row.categories.length > 0 ? (row.categories as Mission['categories']) : null,
    game:
      row.game_id === null
        ? null
        : { id: String(row.game_id), name: row.game_names ? pickText(row.game_names, order) : '' },
    target: goalValue(row.target),
    progress: goalValue(progress),
    reward: {
      type: row.reward_type,
      amount: rewardInMoney(row.reward_type) ? toMajor(row.reward_amount, scale) : Number(row.reward_amount),
      wageringMultiple: row.reward_type === 'BONUS' ? row.wagering_x100 / 100 : null,
    },
    score: row.score,
    state,
    periodEnd: span.endsAt?.toISOString() ?? null,
    claimedAt: claimedAt?.toISOString() ?? null,
  };
}
