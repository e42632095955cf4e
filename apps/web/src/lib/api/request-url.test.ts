import { describe, expect, it } from 'vitest';
import { toFormBody } from './request-url';

describe('toFormBody', () => {
  it('encodes fields as x-www-form-urlencoded', () => {
    expect(toFormBody({ username: 'ali', email: 'a+b@x.com' }).toString()).toBe(
      'username=ali&email=a%2Bb%40x.com',
    );
  });
});
