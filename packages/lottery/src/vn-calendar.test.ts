import { describe, expect, it } from 'vitest';
import { nextDrawAt, provincesOn, VN_GAMES, type VnRegion, type Weekday } from './vn-calendar.js';

const codesOn = (region: VnRegion, weekday: Weekday) => provincesOn(region, weekday).map((game) => game.code);
const WEEK: Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const HOUR = 60 * 60 * 1000;

describe('the Vietnamese draw calendar', () => {
  it('lists the provinces of each weekday', () => {
    expect(provincesOn('SOUTH', 1).map((game) => game.name)).toEqual([
      'TP. Hồ Chí Minh',
      'Đồng Tháp',
      'Cà Mau',
    ]);
    expect(codesOn('SOUTH', 6)).toEqual(['VN_S_HCM', 'VN_S_LA', 'VN_S_BP', 'VN_S_HG']);
    expect(codesOn('SOUTH', 0)).toEqual(['VN_S_TG', 'VN_S_KG', 'VN_S_DL']);
    expect(codesOn('CENTRAL', 1)).toEqual(['VN_C_HUE', 'VN_C_PY']);
    expect(codesOn('CENTRAL', 0)).toEqual(['VN_C_HUE', 'VN_C_KH', 'VN_C_KT']);
    expect(WEEK.map((day) => provincesOn('SOUTH', day).length)).toEqual([3, 3, 3, 3, 3, 3, 4]);
    expect(WEEK.map((day) => provincesOn('CENTRAL', day).length)).toEqual([3, 2, 2, 2, 3, 2, 3]);
    expect(WEEK.map((day) => codesOn('NORTH', day))).toEqual(WEEK.map(() => ['VN_N']));
  });

  it('gives every game a stable, unique code of its region', () => {
    const codes = VN_GAMES.map((game) => game.code);
    expect(new Set(codes).size).toBe(codes.length);
    const prefix: Record<VnRegion, string> = { NORTH: 'VN_N', CENTRAL: 'VN_C_', SOUTH: 'VN_S_' };
    for (const game of VN_GAMES) {
      expect(game.code).toMatch(/^[A-Z0-9_]{2,32}$/u);
      expect(game.code.startsWith(prefix[game.region]), game.code).toBe(true);
      expect(game.weekdays.length).toBeGreaterThan(0);
    }
  });

  it('draws the South at 16:15, the Central at 17:15 and the North at 18:15, Vietnam time', () => {
    // Monday 2 June 2025, 00:00 UTC = 07:00 in Vietnam.
    const monday = new Date('2025-06-02T00:00:00Z');
    expect(nextDrawAt('VN_S_HCM', monday).toISOString()).toBe('2025-06-02T09:15:00.000Z');
    expect(nextDrawAt('VN_C_PY', monday).toISOString()).toBe('2025-06-02T10:15:00.000Z');
    expect(nextDrawAt('VN_N', monday).toISOString()).toBe('2025-06-02T11:15:00.000Z');
  });

  it('finds the next draw strictly after the instant, across the week', () => {
    let at = new Date('2025-06-02T09:15:00Z');
    const draws: string[] = [];
    for (let i = 0; i < 3; i++) {
      at = nextDrawAt('VN_S_HCM', at);
      draws.push(at.toISOString());
    }
    expect(draws).toEqual([
      '2025-06-07T09:15:00.000Z',
      '2025-06-09T09:15:00.000Z',
      '2025-06-14T09:15:00.000Z',
    ]);
    expect(nextDrawAt('VN_N', new Date('2025-06-02T11:14:59Z')).toISOString()).toBe(
      '2025-06-02T11:15:00.000Z',
    );
    expect(nextDrawAt('VN_N', new Date('2025-06-02T11:15:00Z')).toISOString()).toBe(
      '2025-06-03T11:15:00.000Z',
    );
  });

  it('counts the weekday in Vietnam across midnight UTC', () => {
    // Sunday 20:00 UTC is already Monday 03:00 in Vietnam: Đồng Tháp draws that Monday.
    expect(nextDrawAt('VN_S_DT', new Date('2025-06-01T20:00:00Z')).toISOString()).toBe(
      '2025-06-02T09:15:00.000Z',
    );
    // Sunday 16:59 UTC is 23:59 Sunday in Vietnam: Tiền Giang drew at 16:15, so next Sunday.
    expect(nextDrawAt('VN_S_TG', new Date('2025-06-01T16:59:00Z')).toISOString()).toBe(
      '2025-06-08T09:15:00.000Z',
    );
    // Sunday 17:00 UTC is Monday 00:00 in Vietnam.
    expect(nextDrawAt('VN_N', new Date('2025-06-01T17:00:00Z')).toISOString()).toBe(
      '2025-06-02T11:15:00.000Z',
    );
    // Across a month and a year end.
    expect(nextDrawAt('VN_C_KT', new Date('2025-12-28T10:15:00Z')).toISOString()).toBe(
      '2026-01-04T10:15:00.000Z',
    );
  });

  it('walks one week of draws that match the weekday lists', () => {
    const start = new Date('2025-06-01T17:00:00Z').getTime(); // Monday 00:00 in Vietnam
    const end = start + 7 * 24 * HOUR;
    const drawn: Record<string, string[]> = {};
    for (const game of VN_GAMES) {
      for (
        let at = nextDrawAt(game.code, new Date(start));
        at.getTime() < end;
        at = nextDrawAt(game.code, at)
      ) {
        const local = new Date(at.getTime() + 7 * HOUR);
        const key = `${game.region} ${local.getUTCDay()} ${local.toISOString().slice(11, 16)}`;
        drawn[key] = [...(drawn[key] ?? []), game.code];
      }
    }
    const expected: Record<string, string[]> = {};
    const times: Record<VnRegion, string> = { SOUTH: '16:15', CENTRAL: '17:15', NORTH: '18:15' };
    for (const region of ['NORTH', 'CENTRAL', 'SOUTH'] as const) {
      for (const day of WEEK) expected[`${region} ${day} ${times[region]}`] = codesOn(region, day);
    }
    expect(drawn).toEqual(expected);
    expect(Object.values(drawn).flat()).toHaveLength(7 + 17 + 22);
  });

  it('refuses an unknown game', () => {
    expect(() => nextDrawAt('VN_S_XX', new Date())).toThrow();
  });
});
