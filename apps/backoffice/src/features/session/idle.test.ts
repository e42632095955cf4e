import { describe, expect, it } from 'vitest';
import { IDLE_LIMITS, idlePhase } from './idle';

describe('idlePhase', () => {
  const start = 1_000_000;
  it('is active for fifteen minutes after the last input', () => {
    expect(idlePhase(start + IDLE_LIMITS.idleMs - 1, start)).toEqual({ phase: 'active' });
  });

  it('warns with the seconds left for the next minute', () => {
    expect(idlePhase(start + IDLE_LIMITS.idleMs, start)).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(idlePhase(start + IDLE_LIMITS.idleMs + 59_001, start)).toEqual({
      phase: 'warning',
      secondsLeft: 1,
    });
  });

  it('expires once the warning has run out', () => {
    expect(idlePhase(start + IDLE_LIMITS.idleMs + IDLE_LIMITS.warningMs, start)).toEqual({
      phase: 'expired',
    });
  });
});
