import {
  approveReferralReward,
  rejectReferralReward,
  STAFF_ROLES,
  saveReferralSettings,
} from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { canUse } from '../../app/access';
import { menuFor, pageAllowed } from '../../app/menu';

describe('who meets invite friends in the console', () => {
  it('puts the entry next to the leaderboard for every role that reads promotions', () => {
    for (const role of STAFF_ROLES) {
      const keys = menuFor(role).map((item) => item.key);
      expect(keys, role).toContain('referrals');
      expect(keys.indexOf('referrals'), role).toBe(keys.indexOf('leaderboard') + 1);
      expect(pageAllowed('/referrals/rules', role), role).toBe(true);
    }
  });

  it('lets finance and admin decide held rewards, and the promotion writers change the rules', () => {
    const deciders = STAFF_ROLES.filter((role) => canUse(approveReferralReward, role));
    expect(deciders.sort()).toEqual(['admin', 'finance']);
    expect(STAFF_ROLES.filter((role) => canUse(rejectReferralReward, role)).sort()).toEqual(deciders);
    expect(STAFF_ROLES.filter((role) => canUse(saveReferralSettings, role)).sort()).toEqual([
      'admin',
      'content',
      'finance',
    ]);
  });
});
