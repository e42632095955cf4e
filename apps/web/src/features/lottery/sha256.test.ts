import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256HexSync } from './sha256';

const reference = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the plain SHA-256 fallback', () => {
  it('gives the standard test vectors', () => {
    expect(sha256HexSync('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256HexSync('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('agrees with Node across block boundaries and non-ASCII text', () => {
    for (let length = 0; length < 200; length += 7) {
      const text = 'x'.repeat(length) + (length % 2 ? 'মার্ক' : '');
      expect(sha256HexSync(text), String(length)).toBe(reference(text));
    }
  });
});
