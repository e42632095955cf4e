import type { LotteryDraw } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { nextOpenDrawsLook, OPEN_DRAWS_MAX_WAIT_MS, openDrawsByGame } from './vn-countdowns';

const T0 = Date.parse('2026-01-01T10:00:00.000Z');

const draw = (gameCode: string, numero: string, closesIn: number): LotteryDraw => ({
  drawId: numero.replace(/\D/gu, ''),
  gameCode,
  numero,
  status: 'OPEN',
  opensAt: new Date(T0 - 86_400_000).toISOString(),
  closesAt: new Date(T0 + closesIn).toISOString(),
  drawsAt: new Date(T0 + closesIn + 900_000).toISOString(),
  resultHash: null,
  numbers: null,
  salt: null,
  corrections: 0,
});

describe('the provinces’ open draws', () => {
  it('keeps each game’s open draw, the one closing first should a game have two', () => {
    const north = draw('VN_N', '20260101', 3_600_000);
    const hcmLater = draw('VN_S_HCM', '20260108', 8 * 86_400_000);
    const hcm = draw('VN_S_HCM', '20260103', 2 * 86_400_000);
    const byGame = openDrawsByGame([north, hcmLater, hcm]);
    expect([...byGame.keys()].sort()).toEqual(['VN_N', 'VN_S_HCM']);
    expect(byGame.get('VN_S_HCM')?.numero).toBe('20260103');
    expect(byGame.get('VN_N')).toBe(north);
    expect(openDrawsByGame([]).size).toBe(0);
  });

  it('looks again just after the first draw closes, by the server clock', () => {
    const draws = [draw('VN_N', '20260101', 42_000), draw('VN_S_HCM', '20260103', 86_400_000)];
    expect(nextOpenDrawsLook(draws, 0, T0)).toBe(43_000);
    // The server is 2 s ahead of this browser: the close comes 2 s sooner here.
    expect(nextOpenDrawsLook(draws, 2000, T0)).toBe(41_000);
  });

  it('looks again within five minutes, and soon when a close has just passed or nothing is open', () => {
    expect(nextOpenDrawsLook([draw('VN_N', '20260102', 86_400_000)], 0, T0)).toBe(OPEN_DRAWS_MAX_WAIT_MS);
    expect(nextOpenDrawsLook([draw('VN_N', '20260101', -5000)], 0, T0)).toBe(1000);
    expect(nextOpenDrawsLook([], 0, T0)).toBe(OPEN_DRAWS_MAX_WAIT_MS);
  });
});
