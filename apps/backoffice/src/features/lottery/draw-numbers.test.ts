import { describe, expect, it } from 'vitest';
import { drawActions, parseDrawNumbers } from './draw-numbers';

describe('parseDrawNumbers', () => {
  it('splits on spaces, commas and semicolons, keeping leading zeros', () => {
    expect(parseDrawNumbers(' 03 17,25;  9 ')).toEqual(['03', '17', '25', '9']);
  });

  it('refuses empty input and anything but short digit groups', () => {
    expect(parseDrawNumbers('  ')).toBeNull();
    expect(parseDrawNumbers('1 a 3')).toBeNull();
    expect(parseDrawNumbers('1234567')).toBeNull();
  });
});

describe('drawActions', () => {
  it('offers confirm or reject while an entry waits', () => {
    expect(drawActions({ status: 'CLOSED', pending: { kind: 'RESULT' } })).toEqual(['confirm', 'reject']);
  });

  it('offers the result on a closed draw, a correction on a settled one, cancel until settled', () => {
    expect(drawActions({ status: 'CLOSED', pending: null })).toEqual(['result', 'cancel']);
    expect(drawActions({ status: 'SETTLED', pending: null })).toEqual(['correct']);
    expect(drawActions({ status: 'OPEN', pending: null })).toEqual(['cancel']);
    expect(drawActions({ status: 'CANCELLED', pending: null })).toEqual([]);
  });
});
