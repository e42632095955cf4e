import { type PlinkoRisk, type PlinkoRows, plinkoPaytable } from '@tessera/fair';
import type { CSSProperties } from 'react';
import { bucketText, plinkoBallPoints, plinkoPegs, plinkoRowY } from '../outcome-display';
import { BallGlyph } from './fair-glyphs';

export interface PlinkoDrop {
  path: readonly number[];
  bucket: number;
  /** How far the ball has come: 0 above the board … path.length + 1 in its bucket. */
  step: number;
}

/**
 * The Plinko board: pegs, the buckets with their pays (hotter towards the edges), and the ball on
 * its path. The page moves `drop.step` along; each step is a short CSS transition.
 */
export function PlinkoBoard({
  rows,
  risk,
  drop,
  stepMs,
}: {
  rows: PlinkoRows;
  risk: PlinkoRisk;
  drop: PlinkoDrop | null;
  stepMs: number;
}) {
  const pays = plinkoPaytable({ rows, risk });
  const pegs = plinkoPegs(rows);
  const points = drop ? plinkoBallPoints(drop.path, rows) : null;
  const ball = points ? points[Math.min(drop!.step, points.length - 1)]! : null;
  const landed = drop !== null && points !== null && drop.step >= points.length - 1;
  const hitRow = drop && drop.step >= 1 && drop.step <= rows ? drop.step - 1 : -1;
  const hitX = hitRow >= 0 && points ? points[hitRow + 1]!.x : null;
  const width = rows + 2;
  const pegRadius = rows === 8 ? 0.12 : 0.1;

  return (
    <div className="plinko-board" dir="ltr">
      <svg
        className="plinko-board__svg"
        viewBox={`-0.5 0 ${width} ${rows + 1.1}`}
        aria-hidden="true"
        focusable="false"
      >
        {pegs.map((peg) => (
          <circle
            key={`${peg.row}:${peg.x}`}
            className={`plinko-peg ${peg.row === hitRow && peg.x === hitX ? 'is-hit' : ''}`}
            cx={peg.x}
            cy={plinkoRowY(peg.row)}
            r={pegRadius}
          />
        ))}
        {ball && (
          <g
            className="plinko-ball"
            style={{ transform: `translate(${ball.x}px, ${ball.y}px)`, transitionDuration: `${stepMs}ms` }}
          >
            <BallGlyph cx={0} cy={0} r={0.3} />
          </g>
        )}
      </svg>
      <div
        className="plinko-buckets"
        style={{ paddingInline: `${(50 / width).toFixed(3)}%`, '--buckets': rows + 1 } as CSSProperties}
      >
        {pays.map((pay, bucket) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: buckets are fixed positions
            key={bucket}
            className={`plinko-bucket ${landed && drop?.bucket === bucket ? 'is-landed' : ''}`}
            style={{ '--heat': Math.abs(bucket - rows / 2) / (rows / 2) } as CSSProperties}
            data-testid={landed && drop?.bucket === bucket ? 'plinko-landed' : undefined}
          >
            {bucketText(pay)}
          </span>
        ))}
      </div>
    </div>
  );
}
