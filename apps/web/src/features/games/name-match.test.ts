import { describe, expect, it } from 'vitest';
import { matchesName } from './name-match';

describe('name matching of the short lists', () => {
  it('ignores case, Latin accents and surrounding spaces', () => {
    expect(matchesName('Café Luck', ' cafe ')).toBe(true);
    expect(matchesName('Miền Bắc', 'MIEN BAC')).toBe(true);
    expect(matchesName('Lucky Fives', 'sevens')).toBe(false);
  });

  it('keeps Bengali vowel signs, so a different word does not match', () => {
    expect(matchesName('ক্যাফে ভাগ্য', 'ভাগ্য')).toBe(true);
    // "ভগ" without the vowel sign is another word.
    expect(matchesName('ক্যাফে ভাগ্য', 'ভগ')).toBe(false);
  });

  it('matches everything for an empty search', () => {
    expect(matchesName('Dice', '   ')).toBe(true);
  });
});
