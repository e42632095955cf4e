import { describe, expect, it } from 'vitest';
import { checkDrawHash, commitmentText, sha256Hex } from './draw-hash';

// A draw the demo server made: SSC1, numbers 4 2 4 6 2.
const DRAWN = {
  resultHash: '9413e066a28f1d01d05762ea0e3b1df84581199d5c48ae1a71a20655f5c3ab74',
  numbers: ['4', '2', '4', '6', '2'],
  salt: '943258a5d9b4303a74509f078e1b3b56',
};

describe('the fast draw hash check', () => {
  it('hashes the committed text', async () => {
    expect(commitmentText(DRAWN.numbers, DRAWN.salt)).toBe('4,2,4,6,2:943258a5d9b4303a74509f078e1b3b56');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('verifies a drawn result against the hash published at open', async () => {
    expect(await checkDrawHash(DRAWN)).toBe('verified');
  });

  it('catches numbers or a salt that do not match', async () => {
    expect(await checkDrawHash({ ...DRAWN, numbers: ['4', '2', '4', '6', '3'] })).toBe('mismatch');
    expect(await checkDrawHash({ ...DRAWN, salt: `${DRAWN.salt.slice(0, -1)}0` })).toBe('mismatch');
  });

  it('has only a commitment before the draw, and nothing for official results', async () => {
    expect(await checkDrawHash({ ...DRAWN, numbers: null, salt: null })).toBe('committed');
    expect(await checkDrawHash({ resultHash: null, numbers: ['1'], salt: null })).toBe('none');
  });
});
