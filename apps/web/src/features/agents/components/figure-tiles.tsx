import type { ReactNode } from 'react';

export interface FigureTile {
  key: string;
  /** Translated. */
  label: string;
  value: string;
  /** A second line: a count beside an amount, the direct members beside the team. */
  note?: string;
  tone?: string;
  icon?: ReactNode;
}

/** The team overview's figures, a tile each (two a row on a phone). */
export function FigureTiles({ tiles, label }: { tiles: readonly FigureTile[]; label: string }) {
  return (
    <dl className="figure-tiles" aria-label={label} data-testid="figure-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="figure-tile" data-testid={`figure-${tile.key}`}>
          <dt className="figure-tile__label">
            {tile.icon}
            {tile.label}
          </dt>
          <dd className={`figure-tile__value ${tile.tone ?? ''}`}>{tile.value}</dd>
          {tile.note && <dd className="figure-tile__note">{tile.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
