import { describe, expect, it } from 'vitest';
import { badgeCountsStore, badgeText, NO_COUNTS, resetBadgeCounts, setBadgeCount } from './badge-counts';
import { MEMBER_CENTRE_PAGES } from './member-centre-store';

describe('member-centre badges', () => {
  it('show only on mission, message and reward items, and only above 0', () => {
    const counts = { mission: 2, message: 5, reward: 1 };
    const shown = MEMBER_CENTRE_PAGES.filter((page) => badgeText(page, counts) !== null);
    expect(shown).toEqual(['rewardCenter', 'missionLeaderboard', 'messageV2']);
    expect(badgeText('messageV2', counts)).toBe('5');
    expect(MEMBER_CENTRE_PAGES.filter((page) => badgeText(page, NO_COUNTS) !== null)).toEqual([]);
  });

  it('hide for zero, negative and broken counts, and cap the text at 99+', () => {
    for (const bad of [0, -3, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(badgeText('messageV2', { ...NO_COUNTS, message: bad }), String(bad)).toBeNull();
    }
    expect(badgeText('messageV2', { ...NO_COUNTS, message: 99 })).toBe('99');
    expect(badgeText('messageV2', { ...NO_COUNTS, message: 100 })).toBe('99+');
  });

  it('start at zero and are set per counter', () => {
    expect(badgeCountsStore.get()).toEqual(NO_COUNTS);
    setBadgeCount('reward', 3);
    expect(badgeText('rewardCenter', badgeCountsStore.get())).toBe('3');
    resetBadgeCounts();
    expect(badgeCountsStore.get()).toEqual(NO_COUNTS);
  });
});
