import { FairInputError } from '../errors.js';
import { type Ratio, ratio } from '../ratio.js';
import { type FairStream, fairStream } from '../stream.js';
import { PLINKO_HALF_TABLES } from './plinko-table.js';

/** Return to player of every rows and risk setting (each table is fitted to exactly 99 %). */
export const PLINKO_RTP = 0.99;
export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;

export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export const PLINKO_RULES =
  'A ball falls through 8, 12 or 16 rows of pegs and bounces left or right at each row with equal ' +
  'chance, landing in one of rows + 1 buckets. Each bucket pays a multiplier of the stake, rounded ' +
  'down to the minor unit; the edges pay most and are the least likely. Higher risk spreads the ' +
  'multipliers further apart. Return to player: 99% for every rows and risk setting.';

export interface PlinkoParams {
  readonly rows: PlinkoRows;
  readonly risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  readonly rows: PlinkoRows;
  readonly risk: PlinkoRisk;
  /** One bounce per row: 0 left, 1 right. */
  readonly path: readonly (0 | 1)[];
  /** The bucket, 0 (far left) to rows: the number of right bounces. */
  readonly bucket: number;
  readonly multiplier: Ratio;
}

function requireParams(params: PlinkoParams): PlinkoParams {
  if (!PLINKO_ROWS.includes(params?.rows) || !PLINKO_RISKS.includes(params?.risk)) {
    throw new FairInputError('fair.params.invalid', 'rows must be 8, 12 or 16 and risk low, medium or high', {
      rows: params?.rows,
      risk: params?.risk,
    });
  }
  return params;
}

/** Every bucket's multiplier, left to right, per setting: the half tables mirrored, built once. */
const MULTIPLIERS = new Map<string, readonly Ratio[]>(
  PLINKO_ROWS.flatMap((rows) =>
    PLINKO_RISKS.map((risk): [string, Ratio[]] => {
      const half: readonly number[] = PLINKO_HALF_TABLES[rows][risk];
      const buckets = Array.from({ length: rows + 1 }, (_, k) => ratio(half[Math.min(k, rows - k)]!, 100));
      return [`${rows}/${risk}`, buckets];
    }),
  ),
);

/** Every bucket's multiplier, left to right. */
export function plinkoMultipliers(params: PlinkoParams): readonly Ratio[] {
  const { rows, risk } = requireParams(params);
  return MULTIPLIERS.get(`${rows}/${risk}`)!;
}

/** The pay of every bucket, left to right, in hundredths of the stake. */
export function plinkoPaytable(params: PlinkoParams): number[] {
  return plinkoMultipliers(params).map((m) => Number((m.num * 100n) / m.den));
}

export function playPlinko(stream: FairStream, params: PlinkoParams): PlinkoOutcome {
  const multipliers = plinkoMultipliers(params);
  const path: (0 | 1)[] = [];
  let bucket = 0;
  for (let row = 0; row < params.rows; row++) {
    const step = stream.int(2) as 0 | 1;
    path.push(step);
    bucket += step;
  }
  return { rows: params.rows, risk: params.risk, path, bucket, multiplier: multipliers[bucket]! };
}

export function verifyPlinko(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: PlinkoParams,
): PlinkoOutcome {
  return playPlinko(fairStream(serverSeed, clientSeed, nonce), params);
}
