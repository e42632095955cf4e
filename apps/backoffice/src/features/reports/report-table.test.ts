import { describe, expect, it } from 'vitest';
import { buildCsv } from '../../lib/csv';
import { type Report, readRange, reportCsvRows, reportFileName } from './report-table';

describe('a report in the console', () => {
  it('reads the range from the address, else the last 7 days', () => {
    const today = new Date(2026, 10, 26, 15, 0);
    expect(readRange(new URLSearchParams('from=2026-11-01&to=2026-11-20'), today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(readRange(new URLSearchParams(''), today)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(readRange(new URLSearchParams('from=2026-11-21&to=2026-11-01'), today).from).toBe('2026-11-20');
    expect(readRange(new URLSearchParams('from=2024-01-01&to=2026-01-01'), today).to).toBe('2026-11-26');
  });

  it('exports the same table: plain amounts, integer counts, defused text', () => {
    const report: Report = {
      columns: [
        { key: 'username', kind: 'text' },
        { key: 'bets', kind: 'count' },
        { key: 'playerNet', kind: 'money' },
      ],
      rows: [
        { cells: { username: 'রহিম', bets: 3, playerNet: -1250.5 }, link: '/members/2' },
        { cells: { username: '=cmd', bets: 1, playerNet: 20 }, link: null },
      ],
    };
    const csv = buildCsv(['Member', 'Bets', 'Player net'], reportCsvRows(report, 2));
    expect(csv).toBe("\uFEFFMember,Bets,Player net\r\nরহিম,3,-1250.50\r\n'=cmd,1,20.00\r\n");
    expect(reportFileName('player-pnl', '2026-11-20', '2026-11-26')).toBe(
      'player-pnl-2026-11-20-2026-11-26.csv',
    );
  });
});
