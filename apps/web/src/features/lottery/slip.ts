import { LOTTERY_MAX_CHASE, LOTTERY_MAX_LINES, type LotteryGame } from '@tessera/contracts';
import type { PrizeMode } from '@tessera/lottery';
import type { LotteryBetBody } from './api/post-lottery-bet';

/** One line of the bet slip: a bet type's selection, its combinations and its price per unit. */
export interface SlipLine {
  /** Unique within the slip (for lists and removal). */
  key: string;
  betType: string;
  picks: string[][];
  units: number;
  combinations: number;
  /** One unit of one combination, major units (the odds call's unitPrice). */
  unitPrice: number;
}

export interface Chase {
  enabled: boolean;
  /** Draws the slip covers with the chase on, the open one included (2..50). */
  draws: number;
  stopOnWin: boolean;
}

/**
 * The slip: its lines, the chase, and the request id of its placing. The id is made on the first
 * submit and kept while the slip stays as it is, so a retried submit is a replay on the server;
 * any change to the slip starts a new id.
 */
export interface Slip {
  lines: SlipLine[];
  chase: Chase;
  requestId: string | null;
}

export const EMPTY_SLIP: Slip = {
  lines: [],
  chase: { enabled: false, draws: 3, stopOnWin: true },
  requestId: null,
};

const minor = (amount: number, scale: number) => Math.round(amount * 10 ** scale);

/** A line's stake in minor units: combinations × units × unit price (domain.md §5). */
export function lineStakeMinor(
  line: Pick<SlipLine, 'combinations' | 'units' | 'unitPrice'>,
  scale: number,
): number {
  return line.combinations * line.units * minor(line.unitPrice, scale);
}

export interface SlipTotals {
  /** Bets the slip places: lines × draws. */
  bets: number;
  draws: number;
  /** Stake of one draw and of the whole slip, major units (exact in minor units first). */
  perDraw: number;
  total: number;
}

/** The draws a chase covers, clamped to what the server accepts; 1 without a chase. */
export function chaseDraws(chase: Chase): number {
  if (!chase.enabled) return 1;
  return Math.min(Math.max(Math.trunc(chase.draws) || 2, 2), LOTTERY_MAX_CHASE);
}

/** The slip's totals: a chase pays for all its draws now (domain.md §5). */
export function slipTotals(slip: Slip, scale: number): SlipTotals {
  const draws = chaseDraws(slip.chase);
  const perDrawMinor = slip.lines.reduce((sum, line) => sum + lineStakeMinor(line, scale), 0);
  return {
    bets: slip.lines.length * draws,
    draws,
    perDraw: perDrawMinor / 10 ** scale,
    total: (perDrawMinor * draws) / 10 ** scale,
  };
}

export const slipIsFull = (slip: Slip): boolean => slip.lines.length >= LOTTERY_MAX_LINES;

/** The slip with one more line (the same selection again adds its units to the line there). */
export function addLine(slip: Slip, line: SlipLine): Slip {
  const same = slip.lines.find(
    (other) =>
      other.betType === line.betType &&
      other.unitPrice === line.unitPrice &&
      JSON.stringify(other.picks) === JSON.stringify(line.picks),
  );
  if (same) {
    return {
      ...slip,
      requestId: null,
      lines: slip.lines.map((other) =>
        other === same ? { ...other, units: other.units + line.units } : other,
      ),
    };
  }
  if (slipIsFull(slip)) return slip;
  return { ...slip, requestId: null, lines: [...slip.lines, line] };
}

export function removeLine(slip: Slip, key: string): Slip {
  return { ...slip, requestId: null, lines: slip.lines.filter((line) => line.key !== key) };
}

export function setChase(slip: Slip, chase: Partial<Chase>): Slip {
  return { ...slip, requestId: null, chase: { ...slip.chase, ...chase } };
}

/** After a placing: no lines, the chase settings kept for the next slip. */
export const clearedSlip = (slip: Slip): Slip => ({ ...slip, lines: [], requestId: null });

/** The slip with its request id, made now if it has none yet (a retried submit keeps it). */
export function withRequestId(slip: Slip, make: () => string): Slip {
  return slip.requestId ? slip : { ...slip, requestId: make() };
}

/** The body of the placing call for the open draw. */
export function slipBody(
  slip: Slip & { requestId: string },
  game: Pick<LotteryGame, 'gameCode'>,
  numero: string,
  prizeMode: PrizeMode,
): LotteryBetBody {
  const draws = chaseDraws(slip.chase);
  return {
    requestId: slip.requestId,
    gameCode: game.gameCode,
    numero,
    prizeMode,
    lines: slip.lines.map((line) => ({ betType: line.betType, picks: line.picks, units: line.units })),
    ...(slip.chase.enabled ? { chase: { draws, stopOnWin: slip.chase.stopOnWin } } : {}),
  };
}
