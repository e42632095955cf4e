import { FAMILY_RULES } from '@tessera/lottery';
import { describe, expect, it } from 'vitest';
import { isTypedRow, parseTypedNumbers, randomTokens } from './typed-numbers';

const rowOf = (code: string) =>
  Object.values(FAMILY_RULES)
    .flatMap((rules) => rules.betTypes)
    .find((type) => type.code === code)!.board[0]!;

describe('typed numbers for large rows', () => {
  const four = rowOf('SEA.BIG');
  const box = rowOf('SEA.BOX');

  it('types rows above 100 tokens and lays out the rest as buttons', () => {
    expect(isTypedRow(four)).toBe(true);
    expect(isTypedRow(rowOf('VN_NORTH.BAO_LO_3'))).toBe(true);
    expect(isTypedRow(rowOf('VN_NORTH.DE'))).toBe(false);
  });

  it('reads numbers split by spaces, commas and semicolons, once each', () => {
    expect(parseTypedNumbers(' 1234, 0007;5678  1234 ', four)).toEqual({
      tokens: ['1234', '0007', '5678'],
      invalid: [],
    });
  });

  it('refuses words the row does not offer and skips what is picked already', () => {
    expect(parseTypedNumbers('7 12345 abcd 0042 0042', four, ['0042'])).toEqual({
      tokens: [],
      invalid: ['7', '12345', 'abcd'],
    });
    // A box needs digits not all the same.
    expect(parseTypedNumbers('1111 1112', box)).toEqual({ tokens: ['1112'], invalid: ['1111'] });
  });

  it('draws different numbers not picked yet', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const picked = ['0001'];
    const drawn = randomTokens(four, picked, 5, random);
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn).size).toBe(5);
    expect(drawn).not.toContain('0001');
    for (const token of drawn) expect(four.tokens).toContain(token);
  });
});
