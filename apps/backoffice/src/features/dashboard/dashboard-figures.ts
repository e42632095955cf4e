import type { DayFigures } from '@tessera/contracts';

export type TileKey =
  | 'registrations'
  | 'firstDeposits'
  | 'deposits'
  | 'withdrawals'
  | 'stake'
  | 'ggr'
  | 'ngr'
  | 'activePlayers';

export interface TileSpec {
  key: TileKey;
  kind: 'count' | 'money';
  /** The console page that lists this figure's rows. */
  to: string;
}

/** Today's tiles, in the order staff read them, each with the page of its rows. */
export const TILES: readonly TileSpec[] = [
  { key: 'registrations', kind: 'count', to: '/members' },
  { key: 'firstDeposits', kind: 'count', to: '/deposits?state=APPROVED' },
  { key: 'deposits', kind: 'money', to: '/deposits?state=APPROVED' },
  { key: 'withdrawals', kind: 'money', to: '/withdrawals?state=DISBURSED' },
  { key: 'stake', kind: 'money', to: '/reports/play-by-vendor' },
  { key: 'ggr', kind: 'money', to: '/reports/daily' },
  { key: 'ngr', kind: 'money', to: '/reports/daily' },
  { key: 'activePlayers', kind: 'count', to: '/reports/player-pnl' },
];

/** Today (the last day) and yesterday (the one before), or null when the answer has none. */
export function todayAndYesterday(days: readonly DayFigures[]): {
  today: DayFigures | null;
  yesterday: DayFigures | null;
} {
  return { today: days.at(-1) ?? null, yesterday: days.at(-2) ?? null };
}

/**
 * The change against yesterday as a share (0.25 = +25 %); null when yesterday was zero (no share
 * of nothing) or is unknown. Computed on cents so float noise does not show as a change.
 */
export function changeOf(today: number, yesterday: number | null | undefined): number | null {
  if (yesterday === null || yesterday === undefined) return null;
  const a = Math.round(today * 100);
  const b = Math.round(yesterday * 100);
  if (b === 0) return null;
  return (a - b) / Math.abs(b);
}
