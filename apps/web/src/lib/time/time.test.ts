import { describe, expect, it } from 'vitest';
import { secondsLeft, smsCountdownSeconds } from './countdown';
import { createThrottle } from './throttle';

describe('smsCountdownSeconds', () => {
  it('is expiredMinutes × 60', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(1)).toBe(60);
  });

  it('falls back to 60 seconds without a usable value', () => {
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(null)).toBe(60);
  });
});

describe('secondsLeft', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});

describe('createThrottle', () => {
  it('lets one attempt through per interval', () => {
    let clock = 0;
    const allow = createThrottle(1000, () => clock);
    expect(allow()).toBe(true);
    clock = 999;
    expect(allow()).toBe(false);
    clock = 1000;
    expect(allow()).toBe(true);
    clock = 1500;
    expect(allow()).toBe(false);
  });
});
