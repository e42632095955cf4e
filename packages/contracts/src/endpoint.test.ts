import { describe, expect, it } from 'vitest';
import { withQuery } from './endpoint.js';

describe('withQuery', () => {
  it('appends defined values and encodes them', () => {
    expect(withQuery('/wps/dev/inbox', { to: '+8801712345678', empty: '', gone: undefined })).toBe(
      '/wps/dev/inbox?to=%2B8801712345678',
    );
  });

  it('leaves out empty values and encodes the rest', () => {
    expect(withQuery('/bo/api/x', { a: 'b c', none: undefined, empty: '', zero: 0 })).toBe(
      '/bo/api/x?a=b+c&zero=0',
    );
  });

  it('leaves the path alone without a query', () => {
    expect(withQuery('/wps/captcha', undefined)).toBe('/wps/captcha');
    expect(withQuery('/wps/captcha', {})).toBe('/wps/captcha');
    expect(withQuery('/bo/api/x', {})).toBe('/bo/api/x');
  });
});
