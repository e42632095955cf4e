import { describe, expect, it } from 'vitest';
import { checkField, type FieldRule, PATTERN_COUNT, PATTERNS, patternHint } from './patterns.js';

const rule = (patternId: number, overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  minLength: 1,
  maxLength: 100,
  patternId,
  acceptedPattern: null,
  ...overrides,
});

/** Values each pattern must accept and refuse (checked with a 1–100 length rule, so only the pattern judges). */
const EXAMPLES: Record<number, { accepted: string[]; refused: string[] }> = {
  0: { accepted: ['anything goes!', 'রহিম 123 @#', ' '], refused: [] },
  1: { accepted: ['abc123', 'Player1', 'x'], refused: ['1abc', 'ab_c', 'ab c', 'রহিম'] },
  2: { accepted: ['张三123', '漢字', '2024'], refused: ['abc', '张三 ', 'やまだ'] },
  3: {
    accepted: ['name@example.com', 'a.b+c@mail.example.bd'],
    refused: ['name@example', 'na me@example.com', '@example.com', 'name@@example.com'],
  },
  4: { accepted: ['abc123', 'ABC', '42'], refused: ['abc-123', 'ab c', 'abç'] },
  5: { accepted: ['abc123', '1A'], refused: ['abcdef', '123456', 'abc12!'] },
  6: { accepted: ['0123456789'], refused: ['12a', '১২৩', '+8801'] },
  7: { accepted: ['Abc123', 'ABC'], refused: ['abc123', 'Abc-12'] },
  8: { accepted: ['John Smith', 'abc'], refused: ['John3', 'Jöhn', 'John_Smith'] },
  9: { accepted: ['a-b_c!', 'রহিম'], refused: ['a b', 'a\tb'] },
  10: { accepted: ['张三', '张·三', '你好，世界', '《书》'], refused: ['abc', '张 三', '张3'] },
  11: {
    accepted: ['2024-01-31', '01-31-2024'],
    refused: ['2024/01/31', '24-01-31', '2024-1-31', '2024-01-31x'],
  },
  12: { accepted: ['김철수', '한국어'], refused: ['Kim', '김 철수', 'キム', '김1'] },
  13: { accepted: ['สมชาย', 'ภาษาไทย'], refused: ['somchai', 'สม ชาย', 'สมชาย1'] },
  14: { accepted: ['สมชาย Smith', 'John'], refused: ['สมชาย1', 'John-Smith'] },
  15: { accepted: ['JOHN SMITH', 'A'], refused: ['John Smith', '   ', 'JOHN1'] },
  16: { accepted: ['Abc!@#123', '~`[]{}'], refused: ['abc def', 'ঢাকা', 'é'] },
  17: {
    accepted: ['Abcdef1!', 'x1Y_'],
    refused: ['abcdef1!', 'Abcdefg!', 'Abcdef12', 'ABCDEF1!', 'Abc def1!'],
  },
  18: {
    accepted: ['Rahim Uddin', 'রহিম উদ্দিন', 'José da Silva'],
    refused: ['Rahim', 'Rahim  Uddin', 'Rahim Uddin2', ' Rahim Uddin'],
  },
  19: {
    accepted: ['やまだ', 'ヤマダ', '山田', 'やまだ\u3000たろう', 'ラーメン'],
    refused: ['yamada', 'ﾔﾏﾀﾞ', '山田 太郎', '김'],
  },
  20: { accepted: ['ﾔﾏﾀﾞ', '山田、太郎', 'やまだ'], refused: ['Yamada', '김', '山田1'] },
  21: {
    accepted: ['রহিম উদ্দিন', 'Rahim', 'José', 'राम कुमार'],
    refused: ['Rahim  Uddin', ' Rahim', 'Rahim ', 'Rahim1', 'Rahim-Uddin'],
  },
  22: { accepted: ['user_name1', '_'], refused: ['user-name', 'user name', 'ইউজার'] },
  23: {
    accepted: ['Tr0ub4dor&3', 'correct horse battery', 'পাসওয়ার্ড১২৩', '🔑 key!', '~`[]{}<>'],
    refused: ['tab\there', 'new\nline', 'nul\u0000', '\ud800lone'],
  },
};

describe('registration patterns', () => {
  it('has the 24 ids 0–23 in order, each with an EN and a BN message', () => {
    expect(PATTERN_COUNT).toBe(24);
    PATTERNS.forEach((pattern, index) => {
      expect(pattern.id).toBe(index);
      expect(pattern.EN.length).toBeGreaterThan(0);
      expect(pattern.BN).toMatch(/\p{Script=Bengali}/u);
    });
    expect(Object.keys(EXAMPLES).map(Number)).toEqual(PATTERNS.map((pattern) => pattern.id));
  });

  for (const pattern of PATTERNS) {
    const { accepted, refused } = EXAMPLES[pattern.id]!;
    it(`pattern ${pattern.id} (${pattern.EN.split(',')[0]}) accepts and refuses the right values`, () => {
      expect(accepted.length).toBeGreaterThan(0);
      for (const value of accepted) expect(checkField(rule(pattern.id), value), value).toBe(true);
      for (const value of refused) expect(checkField(rule(pattern.id), value), value).toBe(false);
      if (pattern.id === 0) {
        // Any character passes pattern 0, so only the length rule can refuse.
        expect(checkField(rule(0, { maxLength: 3 }), 'four')).toBe(false);
        expect(checkField(rule(0), '')).toBe(false);
      } else {
        expect(refused.length).toBeGreaterThan(0);
      }
    });
  }
});

describe('patternHint', () => {
  it('writes the length range as "min - max" when they differ', () => {
    expect(patternHint(rule(1, { minLength: 6, maxLength: 16 }), 'EN')).toBe(
      'Start with a letter, then letters and digits, 6 - 16 characters',
    );
    expect(patternHint(rule(1, { minLength: 6, maxLength: 16 }), 'BN')).toBe(
      'একটি বর্ণ দিয়ে শুরু, তারপর বর্ণ ও সংখ্যা, 6 - 16 অক্ষর',
    );
  });

  it('writes a single number when min and max are equal', () => {
    expect(patternHint(rule(6, { minLength: 6, maxLength: 6 }), 'EN')).toBe('Digits only, 6 characters');
    expect(patternHint(rule(6, { minLength: 6, maxLength: 6 }), 'BN')).toBe('শুধু সংখ্যা, 6 অক্ষর');
  });

  it('leaves messages without a range as they are and falls back to pattern 0 for an unknown id', () => {
    expect(patternHint(rule(11, { minLength: 10, maxLength: 10 }), 'EN')).toBe(
      'A date as yyyy-MM-dd or MM-dd-yyyy',
    );
    expect(patternHint(rule(99, { minLength: 2, maxLength: 8 }), 'EN')).toBe(
      'Any characters, 2 - 8 characters',
    );
  });
});

describe('checkField length limits', () => {
  it('counts code points, not UTF-16 units', () => {
    const sixEmoji = '😀'.repeat(6);
    expect(sixEmoji.length).toBe(12);
    expect(checkField(rule(0, { minLength: 6, maxLength: 6 }), sixEmoji)).toBe(true);
    expect(checkField(rule(0, { minLength: 6, maxLength: 6 }), '😀'.repeat(7))).toBe(false);
    expect(checkField(rule(0, { minLength: 6, maxLength: 6 }), '😀'.repeat(5))).toBe(false);
  });

  it('counts Bengali letters and vowel signs as code points', () => {
    // র হ ি ম: four code points.
    expect(checkField(rule(21, { minLength: 4, maxLength: 4 }), 'রহিম')).toBe(true);
    expect(checkField(rule(21, { minLength: 5, maxLength: 10 }), 'রহিম')).toBe(false);
  });

  it('accepts exactly min and max and refuses one outside either side', () => {
    const r = rule(6, { minLength: 6, maxLength: 8 });
    expect(checkField(r, '12345')).toBe(false);
    expect(checkField(r, '123456')).toBe(true);
    expect(checkField(r, '12345678')).toBe(true);
    expect(checkField(r, '123456789')).toBe(false);
  });
});

describe('checkField accepted pattern', () => {
  it('treats "*", blank and null as no extra rule', () => {
    for (const acceptedPattern of ['*', ' * ', '', '   ', null, undefined]) {
      expect(checkField(rule(0, { acceptedPattern }), 'anything at all ✓'), String(acceptedPattern)).toBe(
        true,
      );
    }
  });

  it('does not let "*" loosen the field pattern itself', () => {
    expect(checkField(rule(6, { acceptedPattern: '*' }), 'abc')).toBe(false);
  });

  it("applies the brand's custom regex on top of the pattern", () => {
    const r = rule(6, { minLength: 11, maxLength: 11, acceptedPattern: '^01[3-9]' });
    expect(checkField(r, '01712345678')).toBe(true);
    expect(checkField(r, '02712345678')).toBe(false);
    expect(checkField(r, '0171234567a')).toBe(false);
    expect(checkField(r, '0171234567')).toBe(false);
  });

  it('ignores a custom regex that does not compile', () => {
    const r = rule(4, { acceptedPattern: '([a-z' });
    expect(checkField(r, 'abc123')).toBe(true);
    expect(checkField(r, 'abc 123')).toBe(false);
  });
});
