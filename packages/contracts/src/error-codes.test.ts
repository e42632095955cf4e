import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode, formatMessage, isErrorCode } from './error-codes.js';

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the error table', () => {
  it('holds the codes the wire protocol names and our own', () => {
    for (const code of [
      'login.not.session',
      'user.or.token.invalid',
      'function.not.available',
      'validation.failed',
      'route.not.found',
      'internal.error',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(isErrorCode('no.such.code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  for (const code of CODES) {
    const entry = ERROR_CODES[code];
    it(`${code}: dotted name, 4xx/5xx status, EN and BN messages with the same placeholders`, () => {
      expect(code).toMatch(/^[a-z]+(\.[a-z]+)+$/);
      expect(Number.isInteger(entry.status)).toBe(true);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.EN.trim().length).toBeGreaterThan(0);
      expect(entry.BN.trim().length).toBeGreaterThan(0);
      expect(entry.BN).toMatch(/\p{Script=Bengali}/u);
      expect(entry.BN).not.toBe(entry.EN);
      expect(placeholders(entry.BN)).toEqual(placeholders(entry.EN));
    });
  }

  it('answers 500 only for our own faults', () => {
    expect(CODES.filter((code) => ERROR_CODES[code].status === 500)).toEqual(['internal.error']);
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves unknown ones as they are', () => {
    expect(formatMessage(ERROR_CODES['too.many.requests'].EN, { seconds: 30 })).toBe(
      'Too many requests, please try again after 30 seconds.',
    );
    expect(formatMessage(ERROR_CODES['too.many.requests'].BN, { seconds: 30 })).toContain('30 সেকেন্ড');
    expect(formatMessage('Hello {name}, {other}', { name: 'Rahim' })).toBe('Hello Rahim, {other}');
  });
});
