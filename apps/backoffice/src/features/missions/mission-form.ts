import {
  type GameCategory,
  MISSION_LIMITS,
  type MissionGoal,
  type MissionInput,
  type MissionPeriod,
  type MissionReward,
  type MissionStatus,
  MONEY_GOALS,
  type StaffMission,
} from '@tessera/contracts';
import { parseAmount } from '../../lib/format';
import { fromLocalInput, toLocalInput } from '../announcements/announcement-form';
import { nextHour } from '../promotions/promotion-form';
import { amountText } from '../promotions/vip-levels';

/**
 * A mission as its editor holds it: titles and summaries per language, numbers as typed (read
 * exactly: money with the brand's decimals, counts and points whole), times as `datetime-local`
 * text in the browser's zone, sent as ISO times.
 */
export interface MissionDraft {
  title: Record<string, string>;
  summary: Record<string, string>;
  icon: string;
  period: MissionPeriod;
  goal: MissionGoal;
  /** VALID_BET and BETS: every category counts (categories: null), or only those ticked. */
  allCategories: boolean;
  categories: GameCategory[];
  /** GAME_ROUNDS: the catalog's game id. */
  gameId: string;
  target: string;
  rewardType: MissionReward;
  rewardAmount: string;
  /** BONUS: the turnover multiple, up to two decimals. */
  wageringMultiple: string;
  score: string;
  status: MissionStatus;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
}

export type MissionField = keyof MissionDraft;
/** What is wrong with a field: a catalogue key under `missions.invalid`. */
export type MissionProblems = Partial<Record<MissionField, string>>;

/** The contract's limits (ZMissionInput) in the units staff type. */
export const LIMITS = {
  ...MISSION_LIMITS,
  icon: 1_000,
  target: 1e12,
  rewardAmount: 1e9,
  wageringMultiple: 100,
  score: 1_000_000,
  sortOrder: 9_999,
} as const;

/** The languages the editor always offers; a mission's others are kept and shown too. */
export const MISSION_LANGUAGES = ['EN', 'BN'] as const;

/** Goals whose play can be narrowed to some game categories. */
export const takesCategories = (goal: MissionGoal) => goal === 'VALID_BET' || goal === 'BETS';
/** The goal counts money (major units) rather than a whole count. */
export const countsMoney = (goal: MissionGoal) => MONEY_GOALS.includes(goal);
/** Points are whole; cash and bonus are money. */
export const paysMoney = (reward: MissionReward) => reward !== 'POINTS';

const IMAGE = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/u;
const ID = /^[1-9]\d{0,17}$/u;

/** Whether an icon text is one the site may show (a site path or an http(s) address). */
export const isIcon = (text: string | null | undefined): text is string =>
  typeof text === 'string' && IMAGE.test(text.trim());

export function emptyMissionDraft(sortOrder = 0, now = new Date()): MissionDraft {
  return {
    title: {},
    summary: {},
    icon: '',
    period: 'DAILY',
    goal: 'VALID_BET',
    allCategories: true,
    categories: [],
    gameId: '',
    target: '',
    rewardType: 'CASH',
    rewardAmount: '',
    wageringMultiple: '',
    score: '0',
    status: 'DRAFT',
    startsAt: nextHour(now),
    endsAt: '',
    sortOrder: String(sortOrder),
  };
}

const texts = (values: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]));

/** A multiple as typed: `0` and none as empty, else up to two decimals. */
const multipleText = (value: number) => (value ? String(value) : '');

export function missionDraftOf(mission: StaffMission, scale: number): MissionDraft {
  const money = countsMoney(mission.goal);
  return {
    title: texts(mission.title),
    summary: texts(mission.summary),
    icon: mission.icon ?? '',
    period: mission.period,
    goal: mission.goal,
    allCategories: !mission.categories || mission.categories.length === 0,
    categories: mission.categories ?? [],
    gameId: mission.gameId ?? '',
    target: amountText(mission.target, money ? scale : 0),
    rewardType: mission.rewardType,
    rewardAmount: amountText(mission.rewardAmount, paysMoney(mission.rewardType) ? scale : 0),
    wageringMultiple: mission.rewardType === 'BONUS' ? multipleText(mission.wageringMultiple) : '',
    score: String(mission.score),
    status: mission.status,
    startsAt: toLocalInput(mission.startsAt),
    endsAt: toLocalInput(mission.endsAt),
    sortOrder: String(mission.sortOrder),
  };
}

/** Languages with nothing written are left out. */
function written(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/** A whole number as staff type it (`1,000` too) in `min..max`; null when it is not one. */
export function wholeIn(text: string, min: number, max: number): number | null {
  const clean = text.replace(/[\s,]/gu, '');
  if (!/^\d{1,13}$/u.test(clean)) return null;
  const value = Number(clean);
  return value >= min && value <= max ? value : null;
}

/** A turnover multiple: up to three digits and two decimals, 0–100; empty is 0; null otherwise. */
export function multipleOf(text: string): number | null {
  const clean = text.trim();
  if (clean === '') return 0;
  if (!/^\d{1,3}(?:\.\d{1,2})?$/u.test(clean)) return null;
  const value = Number(clean);
  return value <= LIMITS.wageringMultiple ? value : null;
}

/**
 * The call's body from the form, and what is wrong with it field by field (fit to send only
 * without problems). Fields the goal or the reward do not use are sent empty (categories and game
 * null, wagering 0). The server checks the same again, and what it alone knows (the game exists).
 */
export function missionBody(
  draft: MissionDraft,
  scale: number,
): { body: MissionInput; problems: MissionProblems } {
  const problems: MissionProblems = {};
  const title = written(draft.title);
  if (Object.keys(title).length === 0) problems.title = 'title';
  else if (Object.values(title).some((text) => text.length > LIMITS.title)) problems.title = 'titleLong';
  const summary = written(draft.summary);
  if (Object.values(summary).some((text) => text.length > LIMITS.summary)) problems.summary = 'summaryLong';
  const icon = draft.icon.trim();
  if (icon && (icon.length > LIMITS.icon || !isIcon(icon))) problems.icon = 'icon';

  const categories = takesCategories(draft.goal) && !draft.allCategories ? [...draft.categories] : null;
  if (categories && categories.length === 0) problems.categories = 'categories';
  const gameText = draft.gameId.trim();
  const gameId = draft.goal === 'GAME_ROUNDS' ? gameText : null;
  if (gameId !== null && !ID.test(gameId)) problems.gameId = 'gameId';

  const money = countsMoney(draft.goal);
  const target = money ? parseAmount(draft.target, scale) : wholeIn(draft.target, 1, LIMITS.target);
  if (target === null || target <= 0 || target > LIMITS.target)
    problems.target = money ? 'targetMoney' : 'targetCount';

  const paid = paysMoney(draft.rewardType);
  const rewardAmount = paid
    ? parseAmount(draft.rewardAmount, scale)
    : wholeIn(draft.rewardAmount, 1, LIMITS.rewardAmount);
  if (rewardAmount === null || rewardAmount <= 0 || rewardAmount > LIMITS.rewardAmount)
    problems.rewardAmount = paid ? 'rewardMoney' : 'rewardPoints';
  const wageringMultiple = draft.rewardType === 'BONUS' ? multipleOf(draft.wageringMultiple) : 0;
  if (wageringMultiple === null) problems.wageringMultiple = 'wageringMultiple';
  else if (draft.rewardType === 'BONUS' && wageringMultiple === 0)
    problems.wageringMultiple = 'wageringNeeded';

  const score = draft.score.trim() === '' ? 0 : wholeIn(draft.score, 0, LIMITS.score);
  if (score === null) problems.score = 'score';

  const startsAt = fromLocalInput(draft.startsAt);
  if (!startsAt) problems.startsAt = 'startsAt';
  const endsAt = fromLocalInput(draft.endsAt);
  if (draft.endsAt && !endsAt) problems.endsAt = 'time';
  else if (endsAt && startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) problems.endsAt = 'endsAt';

  const sortOrder = draft.sortOrder.trim() === '' ? 0 : wholeIn(draft.sortOrder, 0, LIMITS.sortOrder);
  if (sortOrder === null) problems.sortOrder = 'sortOrder';

  return {
    body: {
      title,
      summary,
      icon: icon || null,
      period: draft.period,
      goal: draft.goal,
      categories,
      gameId,
      target: target ?? 0,
      rewardType: draft.rewardType,
      rewardAmount: rewardAmount ?? 0,
      wageringMultiple: wageringMultiple ?? 0,
      score: score ?? 0,
      status: draft.status,
      startsAt: startsAt ?? '',
      endsAt,
      sortOrder: sortOrder ?? 0,
    },
    problems,
  };
}

/** The body of an update that keeps everything of the mission but its status. */
export function keepMissionAs(mission: StaffMission, status: MissionStatus): MissionInput {
  return {
    title: texts(mission.title),
    summary: texts(mission.summary),
    icon: mission.icon,
    period: mission.period,
    goal: mission.goal,
    categories: mission.categories,
    gameId: mission.gameId,
    target: mission.target,
    rewardType: mission.rewardType,
    rewardAmount: mission.rewardAmount,
    wageringMultiple: mission.wageringMultiple,
    score: mission.score,
    status,
    startsAt: mission.startsAt,
    endsAt: mission.endsAt,
    sortOrder: mission.sortOrder,
  };
}

/** The status move a row offers: a draft goes live, a live one ends; an ended one is edited instead. */
export function nextStatus(status: MissionStatus): MissionStatus | null {
  if (status === 'DRAFT') return 'LIVE';
  if (status === 'LIVE') return 'ENDED';
  return null;
}
