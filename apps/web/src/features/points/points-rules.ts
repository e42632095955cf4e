import {
  type GameCategory,
  type MallItem,
  type PointConfig,
  type PointMove,
  REDEEM_LIMITS,
  type RedeemStatus,
} from '@tessera/contracts';
import { formatCount } from '../../i18n/numbers';
import { balanceToMinor } from '../wallet/transfer-rules';
import type { Problem } from '../withdraw/withdraw-rules';

/**
 * The pure rules and figures of the points mall (issue 16): the earning rule in words, what points
 * convert to, and every check the contract makes of a conversion and a redeem, made here first so
 * the member reads the server's own message without the round trip. Points are whole numbers.
 */

/** One way of earning: a rate and the categories that earn at it. */
export interface EarnGroup {
  rateBp: number;
  categories: GameCategory[];
}

/** The categories that earn, grouped by rate (highest first, the config's order within a rate). */
export function earnGroups(earn: PointConfig['earn']): EarnGroup[] {
  const groups: EarnGroup[] = [];
  for (const { category, rateBp } of earn) {
    if (rateBp <= 0) continue;
    const group = groups.find((candidate) => candidate.rateBp === rateBp);
    if (group) {
      if (!group.categories.includes(category)) group.categories.push(category);
    } else groups.push({ rateBp, categories: [category] });
  }
  return groups.sort((a, b) => b.rateBp - a.rateBp);
}

/**
 * A rate as "`points` per `per` of valid bet", both whole: `rateBp` is basis points of a point per
 * unit of the currency (100 = 1 point per 100). One point per a whole amount when the rate divides
 * evenly (50 → 1 per 200), else the smallest round amount that earns whole points (250 → 25 per 1,000).
 */
export function earnRule(rateBp: number): { points: number; per: number } {
  if (rateBp % 10_000 === 0) return { points: rateBp / 10_000, per: 1 };
  if (10_000 % rateBp === 0) return { points: 1, per: 10_000 / rateBp };
  for (const per of [10, 100, 1_000]) {
    if ((rateBp * per) % 10_000 === 0) return { points: (rateBp * per) / 10_000, per };
  }
  return { points: rateBp, per: 10_000 };
}

/** What whole steps of `points` convert to, in major units of a currency of `scale` decimals. */
export function cashFor(
  points: number,
  config: Pick<PointConfig, 'convertPoints' | 'convertAmount'>,
  scale: number,
) {
  if (config.convertPoints <= 0 || points <= 0) return 0;
  const steps = BigInt(Math.floor(points / config.convertPoints));
  const minor = steps * balanceToMinor(config.convertAmount, scale);
  return Number(minor) / 10 ** scale;
}

/** The most points a balance can convert: whole steps only. */
export function largestConversion(balance: number, step: number): number {
  return step > 0 ? Math.floor(Math.max(0, balance) / step) * step : 0;
}

/** A typed whole number of points, or null when the text is not one. */
export function pointsOf(text: string): number | null {
  const typed = text.trim();
  if (!/^\d{1,13}$/u.test(typed)) return null;
  return Number(typed);
}

/**
 * The points to convert as the server judges them: a whole positive number, in steps of the ratio,
 * no more than the member has. `money` writes the step's cash as the site writes money.
 */
export function checkConvert(
  text: string,
  balance: number,
  config: Pick<PointConfig, 'convertPoints' | 'convertAmount'>,
  money: (amount: number) => string,
): Problem | null {
  if (text.trim() === '') return { key: 'err_required' };
  const points = pointsOf(text);
  if (points === null) return { key: 'pm_err_whole' };
  const step = config.convertPoints;
  if (points <= 0 || points % step !== 0) {
    return {
      code: 'points.convert.step',
      params: { step: formatCount(step), amount: money(config.convertAmount) },
    };
  }
  if (points > balance) {
    return {
      code: 'points.not.enough',
      params: { needed: formatCount(points), points: formatCount(balance) },
    };
  }
  return null;
}

/** How much of an item there is: no limit, none left, or a count. */
export type Stock = { kind: 'unlimited' } | { kind: 'soldOut' } | { kind: 'left'; left: number };

export function stockOf(item: Pick<MallItem, 'stock'>): Stock {
  if (item.stock === null) return { kind: 'unlimited' };
  if (item.stock <= 0) return { kind: 'soldOut' };
  return { kind: 'left', left: item.stock };
}

/** The most pieces one redeem may ask: the contract's ceiling, the stock, what the points pay for. */
export function largestQuantity(item: Pick<MallItem, 'stock' | 'points'>, balance: number): number {
  const affordable = item.points > 0 ? Math.floor(Math.max(0, balance) / item.points) : 0;
  return Math.max(
    0,
    Math.min(REDEEM_LIMITS.maxQuantity, item.stock ?? REDEEM_LIMITS.maxQuantity, affordable),
  );
}

/** Why an item's Redeem button cannot be used now (null: it can). */
export function cannotRedeem(
  item: Pick<MallItem, 'stock' | 'points'>,
  balance: number,
): { kind: 'soldOut' } | { kind: 'points'; short: number } | null {
  if (item.stock !== null && item.stock <= 0) return { kind: 'soldOut' };
  if (balance < item.points) return { kind: 'points', short: item.points - balance };
  return null;
}

/** The quantity as the server judges it: 1 to 99 whole pieces, in stock, paid for by the points. */
export function checkQuantity(
  text: string,
  item: Pick<MallItem, 'stock' | 'points'>,
  balance: number,
): Problem | null {
  if (text.trim() === '') return { key: 'err_required' };
  const quantity = pointsOf(text);
  if (quantity === null || quantity < 1 || quantity > REDEEM_LIMITS.maxQuantity) {
    return { key: 'pm_err_quantity' };
  }
  if (item.stock !== null && quantity > item.stock) {
    return { code: 'points.out.of.stock', params: { left: formatCount(Math.max(0, item.stock)) } };
  }
  const needed = quantity * item.points;
  if (needed > balance) {
    return {
      code: 'points.not.enough',
      params: { needed: formatCount(needed), points: formatCount(balance) },
    };
  }
  return null;
}

/** A delivery text: required, and no longer than the contract takes (counted as the server trims it). */
export function checkText(text: string, max: number): Problem | null {
  const typed = text.trim();
  if (typed === '') return { key: 'err_required' };
  return typed.length > max ? { key: 'pm_err_too_long' } : null;
}

const MOBILE = /^\+?[0-9 -]{6,20}$/u;

/** A mobile number as the contract takes it: digits, spaces and dashes, a leading + at most. */
export function checkMobile(text: string): Problem | null {
  const typed = text.trim();
  if (typed === '') return { key: 'err_required' };
  return typed.length <= REDEEM_LIMITS.mobile && MOBILE.test(typed) ? null : { key: 'pm_err_mobile' };
}

/** A change of points with its direction: `+1,000`, `−250` (a real minus sign). */
export function signedPoints(points: number): string {
  const text = formatCount(Math.abs(points));
  if (points > 0) return `+${text}`;
  if (points < 0) return `\u2212${text}`;
  return text;
}

/** The badge tone of a redeem's status (the promotions' state badges). */
export function statusTone(status: RedeemStatus | 'DONE'): 'progress' | 'done' | 'bad' | 'quiet' {
  if (status === 'IN_PROCESS') return 'progress';
  if (status === 'APPROVED') return 'done';
  if (status === 'REJECTED') return 'bad';
  return 'quiet';
}

/** Whether a points line adds (earned, given back, a reward) or takes (converted, spent). */
export function moveDirection(line: { points: number }): 'in' | 'out' | 'none' {
  return line.points > 0 ? 'in' : line.points < 0 ? 'out' : 'none';
}

/** The filters of the points details: every line, or one type of change. */
export const LINE_FILTERS = [
  'ALL',
  'EARN',
  'CONVERT',
  'REDEEM',
  'REFUND',
  'REWARD',
  'ADJUST',
] as const satisfies readonly ('ALL' | PointMove)[];
export type LineFilter = (typeof LINE_FILTERS)[number];

/** The filters of the redeem history: every request, or one status. */
export const REDEEM_FILTERS = ['ALL', 'IN_PROCESS', 'APPROVED', 'REJECTED'] as const satisfies readonly (
  | 'ALL'
  | RedeemStatus
)[];
export type RedeemFilter = (typeof REDEEM_FILTERS)[number];

/** Pages of a list of `total` rows at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
