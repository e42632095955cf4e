import { describe, expect, it } from 'vitest';
import { backTo, downlineQuery, drillInto, topOfTeam } from './downline-trail';
import { TEAM_PAGE_SIZE } from './team-query';

describe('the downline list', () => {
  it('starts at the agent’s own directs, or the whole team', () => {
    expect(downlineQuery(topOfTeam(), 1)).toEqual({ scope: 'direct', pageNo: 1, pageSize: TEAM_PAGE_SIZE });
    expect(downlineQuery({ ...topOfTeam('all'), prefix: ' ra ' }, 2)).toEqual({
      scope: 'all',
      username: 'ra',
      pageNo: 2,
      pageSize: TEAM_PAGE_SIZE,
    });
  });

  it('drills into a downline’s directs, the search afresh, whatever the scope at the top', () => {
    const inside = drillInto({ ...topOfTeam('all'), prefix: 'ra' }, 'rahim01');
    expect(inside.trail).toEqual(['rahim01']);
    expect(downlineQuery(inside, 1)).toEqual({
      under: 'rahim01',
      scope: 'direct',
      pageNo: 1,
      pageSize: TEAM_PAGE_SIZE,
    });
    const deeper = drillInto(inside, 'karim02');
    expect(downlineQuery({ ...deeper, prefix: 'x' }, 1)).toMatchObject({ under: 'karim02', username: 'x' });
  });

  it('goes back up the breadcrumb to any level, the top keeping its scope', () => {
    const deeper = drillInto(drillInto(topOfTeam('all'), 'rahim01'), 'karim02');
    expect(backTo(deeper, 1).trail).toEqual(['rahim01']);
    expect(backTo(deeper, 0)).toEqual(topOfTeam('all'));
    expect(backTo(deeper, 2)).toBe(deeper);
  });
});
