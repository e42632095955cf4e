import { useTranslation } from 'react-i18next';
import type { KenoCell } from '../outcome-display';
import { GemGlyph } from './fair-glyphs';

/** The 40 numbers; a number is a button while picks may change, a plain cell otherwise. */
export function KenoBoard({
  cells,
  onToggle,
  compact = false,
}: {
  cells: readonly KenoCell[];
  onToggle?: (number: number) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`keno-board ${compact ? 'keno-board--compact' : ''}`} dir="ltr" data-testid="keno-board">
      {cells.map((state, index) => {
        const number = index + 1;
        const label = t(`seamless_keno_cell_${state}`, { number });
        const content = (
          <>
            {state === 'hit' && <GemGlyph />}
            <span className="keno-cell__number">{number}</span>
          </>
        );
        return onToggle ? (
          <button
            key={number}
            type="button"
            className={`keno-cell keno-cell--${state}`}
            aria-pressed={state === 'picked' || state === 'hit'}
            aria-label={label}
            onClick={() => onToggle(number)}
            data-state={state}
          >
            {content}
          </button>
        ) : (
          <span
            key={number}
            className={`keno-cell keno-cell--${state}`}
            role="img"
            aria-label={label}
            data-state={state}
          >
            {content}
          </span>
        );
      })}
    </div>
  );
}
