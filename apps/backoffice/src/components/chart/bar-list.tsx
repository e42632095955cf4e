import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as written (money). */
  text: string;
  /** Under the label: bets, players. */
  detail?: string;
  /** Where the bar's rows are listed. */
  to?: string;
}

/**
 * A breakdown as labelled bars (decision 0032): real text, sorted by size, each bar as long as its
 * share of the largest; a negative value (the house lost) drawn in the danger colour.
 */
export function BarList({ bars, empty, testId }: { bars: Bar[]; empty: ReactNode; testId?: string }) {
  if (bars.length === 0) return <p className="muted">{empty}</p>;
  const max = Math.max(...bars.map((b) => Math.abs(b.value)), 1e-9);
  return (
    <ul className="bar-list" data-testid={testId}>
      {bars.map((bar) => {
        const label = bar.to ? (
          <Link className="link" to={bar.to}>
            {bar.label}
          </Link>
        ) : (
          bar.label
        );
        return (
          <li key={bar.key} data-key={bar.key}>
            <div className="bar-list__head">
              <span className="bar-list__label">
                {label}
                {bar.detail && <span className="muted"> · {bar.detail}</span>}
              </span>
              <span className={`num${bar.value < 0 ? ' num--debit' : ''}`}>{bar.text}</span>
            </div>
            <div className="bar-list__track" aria-hidden="true">
              <span
                className={`bar-list__bar${bar.value < 0 ? ' bar-list__bar--negative' : ''}`}
                style={{ width: `${Math.max(1, (Math.abs(bar.value) / max) * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
