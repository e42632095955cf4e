import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('round-trips names and values that need escaping', () => {
    const written = serializeCookie('pwd_ali ba', 'p@ss; word=1', 86_400);
    expect(written).toContain('Max-Age=86400');
    const pair = written.split(';')[0]!;
    expect(parseCookies(pair).get('pwd_ali ba')).toBe('p@ss; word=1');
  });

  it('skips malformed pairs', () => {
    const cookies = parseCookies('a=1; broken; =x; b=%E0%A4; c=3');
    expect([...cookies.keys()]).toEqual(['a', 'c']);
  });
});
