import { describe, expect, it } from 'vitest';
import { toFormBody, withQuery } from './request-url';

describe('withQuery', () => {
  it('appends defined values and encodes them', () => {
    expect(withQuery('/wps/dev/inbox', { to: '+8801712345678', empty: '', gone: undefined })).toBe(
      '/wps/dev/inbox?to=%2B8801712345678',
    );
  });

  it('leaves the path alone without a query', () => {
    expect(withQuery('/wps/captcha', undefined)).toBe('/wps/captcha');
    expect(withQuery('/wps/captcha', {})).toBe('/wps/captcha');
  });
});

describe('toFormBody', () => {
  it('encodes fields as x-www-form-urlencoded', () => {
    expect(toFormBody({ username: 'ali', email: 'a+b@x.com' }).toString()).toBe(
      'username=ali&email=a%2Bb%40x.com',
    );
  });
});
