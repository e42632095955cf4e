import { describe, expect, it } from 'vitest';
import { createThrottle } from '../../lib/time/throttle';
import { planToggle, restoreFavourite } from './favourite-rules';

const base = { loggedIn: true, ids: [7, 3, 9], allow: () => true, intent: 'toggle' as const };

describe('favourite toggle (spec §4, §9)', () => {
  it('asks a visitor to log in, whatever the heart shows', () => {
    expect(planToggle({ ...base, loggedIn: false, ids: [], nodeId: 3 })).toEqual({ kind: 'login' });
  });

  it('adds a game that is not a favourite', () => {
    expect(planToggle({ ...base, nodeId: 12 })).toEqual({ kind: 'add' });
  });

  it('removes a favourite from the local list at once', () => {
    expect(planToggle({ ...base, nodeId: 3 })).toEqual({ kind: 'remove', ids: [7, 9] });
  });

  it('skips an add when the game already is a favourite', () => {
    expect(planToggle({ ...base, nodeId: 9, intent: 'add' })).toEqual({ kind: 'skip' });
    // A skipped add does not use up the second's toggle.
    let asked = 0;
    const allow = () => {
      asked += 1;
      return false;
    };
    expect(planToggle({ ...base, nodeId: 9, intent: 'add', allow })).toEqual({ kind: 'skip' });
    expect(asked).toBe(0);
  });

  it('lets one toggle a second through', () => {
    let now = 10_000;
    const throttle = createThrottle(1000, () => now);
    const plan = () => planToggle({ ...base, nodeId: 12, allow: throttle });
    expect(plan()).toEqual({ kind: 'add' });
    now += 400;
    expect(plan()).toEqual({ kind: 'wait' });
    now += 600;
    expect(plan()).toEqual({ kind: 'add' });
  });

  it('puts a refused removal back where it was', () => {
    expect(restoreFavourite([7, 9], [7, 3, 9], 3)).toEqual([7, 3, 9]);
    // A later answer already brought it back: nothing doubles.
    expect(restoreFavourite([3, 7, 9], [7, 3, 9], 3)).toEqual([3, 7, 9]);
    // The list shrank meanwhile: it goes at the end.
    expect(restoreFavourite([], [7, 3, 9], 3)).toEqual([3]);
  });
});
