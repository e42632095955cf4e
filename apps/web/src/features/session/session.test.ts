import { describe, expect, it } from 'vitest';
import { isAgent, isTrial } from './member-kind';
import { takeTokenFromUrl } from './url-token';

describe('takeTokenFromUrl', () => {
  it('takes the token and removes it from the address', () => {
    const result = takeTokenFromUrl('https://x.test/live?token=abc123&vassalage=EVO#top');
    expect(result).toEqual({ token: 'abc123', cleanedUrl: '/live?vassalage=EVO#top' });
  });

  it('leaves an address without a token unchanged', () => {
    expect(takeTokenFromUrl('https://x.test/?a=1')).toEqual({
      token: null,
      cleanedUrl: 'https://x.test/?a=1',
    });
  });

  it('drops an empty token parameter', () => {
    expect(takeTokenFromUrl('https://x.test/?token=')).toEqual({ token: null, cleanedUrl: '/' });
  });
});

describe('member kinds', () => {
  it('knows agent types 1, 2, 41 and 42', () => {
    expect([0, 1, 2, 3, 4, 41, 42].filter((type) => isAgent({ type }))).toEqual([1, 2, 41, 42]);
    expect(isAgent(null)).toBe(false);
  });

  it('treats type 4 or the trial flag as trial', () => {
    expect(isTrial({ type: 4, isTrial: false })).toBe(true);
    expect(isTrial({ type: 0, isTrial: true })).toBe(true);
    expect(isTrial({ type: 0, isTrial: false })).toBe(false);
  });
});
