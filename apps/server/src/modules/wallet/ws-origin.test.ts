import { describe, expect, it } from 'vitest';
import { originAllowed } from './ws-origin.js';

const merchant = { domains: [{ domain: 'play.brand.example', main: true }] };
const request = { host: 'node1.internal:8080', merchant, publicUrl: 'https://www.brand.example' };

describe('which pages may open the balance socket', () => {
  it("allows the brand's domains, PUBLIC_URL and the request's own host", () => {
    expect(originAllowed('https://play.brand.example', request)).toBe(true);
    expect(originAllowed('https://www.brand.example', request)).toBe(true);
    expect(originAllowed('http://node1.internal:8080', request)).toBe(true);
    // No Origin: no browser sent it (decision 0024).
    expect(originAllowed(undefined, request)).toBe(true);
  });

  it('refuses every other page', () => {
    for (const origin of [
      'https://evil.example',
      'https://play.brand.example.evil.example',
      'http://www.brand.example', // PUBLIC_URL is https: another origin
      'http://node1.internal:9090',
      'null',
      'file://',
      'not a url',
    ]) {
      expect(originAllowed(origin, request), origin).toBe(false);
    }
  });
});
