import { describe, expect, it } from 'vitest';
import { defaultPeriodChoice, periodChoiceProblem, periodQuery } from './agent-periods';
import { accountFilter, TEAM_PAGE_SIZE, teamQuery } from './team-query';

const NOW = new Date('2026-05-20T10:00:00Z');

describe('agent report periods', () => {
  it('starts on today with the last seven days ready for custom', () => {
    expect(defaultPeriodChoice(NOW)).toEqual({
      period: 'today',
      custom: { from: '2026-05-14', to: '2026-05-20' },
    });
  });

  it('asks for a named period by name, and for custom days by their days', () => {
    const custom = { from: '2026-05-01', to: '2026-05-10' };
    expect(periodQuery({ period: 'lastWeek', custom })).toEqual({ period: 'lastWeek' });
    expect(periodQuery({ period: 'custom', custom })).toEqual({ period: 'custom', ...custom });
  });

  it('only finds fault with custom days: missing, reversed, or more than 92 days apart', () => {
    const bad = { from: '', to: '2026-05-10' };
    expect(periodChoiceProblem({ period: 'thisMonth', custom: bad })).toBeNull();
    expect(periodChoiceProblem({ period: 'custom', custom: bad })).toBe('wallet_err_date_invalid');
    expect(periodChoiceProblem({ period: 'custom', custom: { from: '2026-05-10', to: '2026-05-01' } })).toBe(
      'wallet_err_date_order',
    );
    // 1 February to 4 May is 92 days apart: the widest span answered; a day more is refused.
    expect(
      periodChoiceProblem({ period: 'custom', custom: { from: '2026-02-01', to: '2026-05-04' } }),
    ).toBeNull();
    expect(periodChoiceProblem({ period: 'custom', custom: { from: '2026-02-01', to: '2026-05-05' } })).toBe(
      'agent_err_range_long',
    );
  });
});

describe('team report queries', () => {
  it('sends a typed account trimmed, and no account when none is typed', () => {
    expect(accountFilter('  rahim01 ')).toEqual({ account: 'rahim01' });
    expect(accountFilter('   ')).toEqual({});
  });

  it('puts the filter, the period and the page together, or nothing while the days are wrong', () => {
    const choice = { period: 'yesterday' as const, custom: { from: '2026-05-01', to: '2026-05-02' } };
    expect(teamQuery(choice, 'abc', 3, { gameType: 'RNG' })).toEqual({
      gameType: 'RNG',
      account: 'abc',
      period: 'yesterday',
      pageNo: 3,
      pageSize: TEAM_PAGE_SIZE,
    });
    expect(teamQuery({ ...choice, period: 'custom', custom: { from: 'x', to: 'y' } }, '', 1, {})).toBeNull();
  });
});
