import { SLOT_LINES, SLOT_REELS, SLOT_ROWS } from '@tessera/fair';
import { useTranslation } from 'react-i18next';
import { SlotSymbolGlyph } from './slot-symbols';

/** How many symbols of its strip a spinning reel shows going by (twice, for a seamless loop). */
const BLUR_LENGTH = 10;

/**
 * Five reels of three rows. A spinning reel runs its own strip past the window; a stopped reel
 * shows its three symbols, and the cells of winning lines light up with the lines drawn over them.
 */
export function SlotReels({
  columns,
  spinning,
  winCells,
  winLines,
  compact = false,
}: {
  /** columns[reel][row], top row first. */
  columns: readonly (readonly string[])[];
  /** Per reel: still spinning. */
  spinning: readonly boolean[];
  winCells: ReadonlySet<string>;
  winLines: readonly number[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`slot-reels ${compact ? 'slot-reels--compact' : ''}`} dir="ltr" data-testid="slot-reels">
      {columns.map((column, reel) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels
          key={reel}
          className={`slot-reel ${spinning[reel] ? 'is-spinning' : 'is-stopped'}`}
          style={{ animationDelay: `${reel * 40}ms` }}
        >
          {spinning[reel] ? (
            <div className="slot-reel__blur" aria-hidden="true">
              {[...SLOT_REELS[reel]!.slice(0, BLUR_LENGTH), ...SLOT_REELS[reel]!.slice(0, BLUR_LENGTH)].map(
                (symbol, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a decorative repeating strip
                  <span key={index} className="slot-cell">
                    <SlotSymbolGlyph symbol={symbol} />
                  </span>
                ),
              )}
            </div>
          ) : (
            column.map((symbol, row) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows
                key={row}
                className={`slot-cell ${winCells.has(`${reel}:${row}`) ? 'is-win' : ''}`}
                role="img"
                aria-label={t(`seamless_symbol_${symbol.toLowerCase()}`)}
              >
                <SlotSymbolGlyph symbol={symbol} />
              </span>
            ))
          )}
        </div>
      ))}
      {winLines.length > 0 && (
        <svg
          className="slot-lines"
          viewBox={`0 0 5 ${SLOT_ROWS}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {winLines.map((line) => (
            <polyline
              key={line}
              points={SLOT_LINES[line]!.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      )}
    </div>
  );
}
