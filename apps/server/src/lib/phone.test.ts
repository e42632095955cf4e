import { describe, expect, it } from 'vitest';
import { normaliseDialingCode, phoneOf } from './phone.js';

describe('dialing codes', () => {
  it('writes every form of one code the same way', () => {
    for (const code of ['880', '+880', '00880', ' +880 ', '+0880'])
      expect(normaliseDialingCode(code)).toBe('+880');
    expect(phoneOf('880', '1712345678')).toBe(phoneOf('+880', '1712345678'));
    expect(phoneOf('1', '2025550123')).toBe('+12025550123');
  });
});
