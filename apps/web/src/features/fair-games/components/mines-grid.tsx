import { useTranslation } from 'react-i18next';
import type { MinesTile } from '../outcome-display';
import { GemGlyph, MineGlyph } from './fair-glyphs';

/**
 * The 5 × 5 board. While a round plays the covered tiles are buttons; once it ends every tile
 * shows what it held. `compact` draws the small read-only board of the verify screen.
 */
export function MinesGrid({
  tiles,
  playable = false,
  pendingTile = null,
  onReveal,
  compact = false,
  order,
}: {
  tiles: readonly MinesTile[];
  playable?: boolean;
  pendingTile?: number | null;
  onReveal?: (tile: number) => void;
  compact?: boolean;
  /** Pick numbers to print on tiles (the verify form's picks, in order). */
  order?: readonly number[];
}) {
  const { t } = useTranslation();
  return (
    <div className={`mines-grid ${compact ? 'mines-grid--compact' : ''}`} dir="ltr" data-testid="mines-grid">
      {tiles.map((state, tile) => {
        const label = t('seamless_mines_tile', { number: tile + 1 });
        const pickNumber = order ? order.indexOf(tile) + 1 : 0;
        const content = (
          <>
            {(state === 'gem' || state === 'gem-dim') && <GemGlyph />}
            {(state === 'mine' || state === 'boom') && <MineGlyph />}
            {pickNumber > 0 && <span className="mines-tile__order">{pickNumber}</span>}
          </>
        );
        const className = `mines-tile mines-tile--${state} ${pendingTile === tile ? 'is-pending' : ''}`;
        return onReveal ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the 25 tiles are fixed positions
            key={tile}
            type="button"
            className={className}
            disabled={!(playable && state === 'hidden') && !order}
            onClick={() => onReveal(tile)}
            aria-label={label}
            data-state={state}
          >
            {content}
          </button>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the 25 tiles are fixed positions
          <span key={tile} className={className} data-state={state} role="img" aria-label={label}>
            {content}
          </span>
        );
      })}
    </div>
  );
}
