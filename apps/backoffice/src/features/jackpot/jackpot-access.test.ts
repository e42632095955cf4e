import { STAFF_ROLES, saveJackpotSettings } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { canUse } from '../../app/access';
import { menuFor, pageAllowed } from '../../app/menu';

describe('who meets the jackpot in the console', () => {
  it('lists it among the rewards for every role that reads promotions', () => {
    for (const role of STAFF_ROLES) {
      expect(
        menuFor(role).map((item) => item.key),
        role,
      ).toContain('jackpot');
      expect(pageAllowed('/jackpot', role), role).toBe(true);
    }
  });

  it('lets admin and finance change it', () => {
    expect(STAFF_ROLES.filter((role) => canUse(saveJackpotSettings, role)).sort()).toEqual([
      'admin',
      'finance',
    ]);
  });
});
