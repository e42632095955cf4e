/**
 * Registration field patterns, ids 0–23 (spec §5). Ids 0–20 follow the spec's order; the spec names
 * 21 messages for 23 ids, so 21 and 22 are ours (docs/decisions/0004-validation-patterns.md), and 23
 * (printable characters, for passwords) is decision 0020's.
 * `{range}` in a message becomes "min - max", or a single number when they are equal.
 */
export interface Pattern {
  id: number;
  regex: RegExp;
  EN: string;
  BN: string;
}

const p = (id: number, source: string, EN: string, BN: string): Pattern => ({
  id,
  regex: new RegExp(source, 'u'),
  EN,
  BN,
});

export const PATTERNS: readonly Pattern[] = [
  p(0, '^[\\s\\S]*$', 'Any characters, {range} characters', 'যেকোনো অক্ষর, {range} অক্ষর'),
  p(
    1,
    '^[A-Za-z][A-Za-z0-9]*$',
    'Start with a letter, then letters and digits, {range} characters',
    'একটি বর্ণ দিয়ে শুরু, তারপর বর্ণ ও সংখ্যা, {range} অক্ষর',
  ),
  p(2, '^[\\p{Script=Han}0-9]+$', 'Kanji and digits, {range} characters', 'কাঞ্জি ও সংখ্যা, {range} অক্ষর'),
  p(
    3,
    '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    'A mailbox such as name@example.com, {range} characters',
    'name@example.com এর মতো ইমেইল ঠিকানা, {range} অক্ষর',
  ),
  p(4, '^[A-Za-z0-9]+$', 'Letters or digits only, {range} characters', 'শুধু বর্ণ বা সংখ্যা, {range} অক্ষর'),
  p(
    5,
    '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    'Letters and digits combined, {range} characters',
    'বর্ণ ও সংখ্যা মিলিয়ে, {range} অক্ষর',
  ),
  p(6, '^[0-9]+$', 'Digits only, {range} characters', 'শুধু সংখ্যা, {range} অক্ষর'),
  p(
    7,
    '^(?=.*[A-Z])[A-Za-z0-9]+$',
    'Letters and digits with at least one uppercase letter, {range} characters',
    'অন্তত একটি বড় হাতের বর্ণসহ বর্ণ ও সংখ্যা, {range} অক্ষর',
  ),
  p(8, '^[A-Za-z ]+$', 'English letters and spaces, {range} characters', 'ইংরেজি বর্ণ ও স্পেস, {range} অক্ষর'),
  p(9, '^\\S+$', 'No spaces, {range} characters', 'কোনো স্পেস নয়, {range} অক্ষর'),
  p(
    10,
    '^[\\p{Script=Han}\\u3000-\\u303F\\uFF00-\\uFFEF\\u00B7]+$',
    'Chinese characters and punctuation, {range} characters',
    'চীনা অক্ষর ও যতিচিহ্ন, {range} অক্ষর',
  ),
  p(
    11,
    '^([0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{2}-[0-9]{2}-[0-9]{4})$',
    'A date as yyyy-MM-dd or MM-dd-yyyy',
    'তারিখ yyyy-MM-dd অথবা MM-dd-yyyy আকারে',
  ),
  p(12, '^[\\p{Script=Hangul}]+$', 'Korean only, {range} characters', 'শুধু কোরীয়, {range} অক্ষর'),
  p(13, '^[\\p{Script=Thai}]+$', 'Thai only, {range} characters', 'শুধু থাই, {range} অক্ষর'),
  p(
    14,
    '^[\\p{Script=Thai}A-Za-z ]+$',
    'Thai or English letters with spaces, {range} characters',
    'থাই বা ইংরেজি বর্ণ ও স্পেস, {range} অক্ষর',
  ),
  p(
    15,
    '^(?=.*[A-Z])[A-Z ]+$',
    'Uppercase letters and spaces, at least one letter, {range} characters',
    'বড় হাতের বর্ণ ও স্পেস, অন্তত একটি বর্ণ, {range} অক্ষর',
  ),
  p(
    16,
    '^[A-Za-z0-9!-/:-@\\[-`{-~]+$',
    'Letters, digits and symbols, {range} characters',
    'বর্ণ, সংখ্যা ও চিহ্ন, {range} অক্ষর',
  ),
  p(
    17,
    '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
    'At least one uppercase, one lowercase, one digit and one special symbol, {range} characters',
    'অন্তত একটি বড় হাতের, একটি ছোট হাতের বর্ণ, একটি সংখ্যা ও একটি বিশেষ চিহ্ন, {range} অক্ষর',
  ),
  p(
    18,
    '^[\\p{L}\\p{M}]+(?: [\\p{L}\\p{M}]+)+$',
    'Full name: first and last name separated by a space',
    'পুরো নাম: নামের প্রথম ও শেষ অংশ একটি স্পেস দিয়ে আলাদা',
  ),
  p(
    19,
    '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u30FC\\u3000]+$',
    'Full-width Hiragana, Katakana or Kanji, {range} characters',
    'পূর্ণ-প্রস্থ হিরাগানা, কাতাকানা বা কাঞ্জি, {range} অক্ষর',
  ),
  p(
    20,
    '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u30FC\\u3000-\\u303F\\uFF66-\\uFF9F]+$',
    'Japanese only, {range} characters',
    'শুধু জাপানি, {range} অক্ষর',
  ),
  p(
    21,
    '^[\\p{L}\\p{M}]+(?: [\\p{L}\\p{M}]+)*$',
    'Letters of any language and single spaces, {range} characters',
    'যেকোনো ভাষার বর্ণ ও একক স্পেস, {range} অক্ষর',
  ),
  p(
    22,
    '^[A-Za-z0-9_]+$',
    'Letters, digits and underscores, {range} characters',
    'বর্ণ, সংখ্যা ও আন্ডারস্কোর, {range} অক্ষর',
  ),
  // Passwords as ASVS 5 §6.2 wants them: any printable character (spaces, symbols, any script,
  // emoji), only control characters and lone surrogates refused.
  p(
    23,
    '^[^\\p{Cc}\\p{Cs}]+$',
    'Any printable characters, {range} characters',
    'যেকোনো প্রদর্শনযোগ্য অক্ষর, {range} অক্ষর',
  ),
];

export const PATTERN_COUNT = PATTERNS.length;

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
  /** A custom regular expression set by the brand; `*` means any characters. */
  acceptedPattern?: string | null;
}

/** The hint shown under a field: its pattern message with the length range filled in. */
export function patternHint(rule: FieldRule, language: 'EN' | 'BN'): string {
  const pattern = PATTERNS[rule.patternId] ?? PATTERNS[0]!;
  const range =
    rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength} - ${rule.maxLength}`;
  return pattern[language].replace('{range}', range);
}

/** Does a value satisfy a field rule (length, pattern and the brand's accepted pattern)? */
export function checkField(rule: FieldRule, value: string): boolean {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  const pattern = PATTERNS[rule.patternId] ?? PATTERNS[0]!;
  if (!pattern.regex.test(value)) return false;
  const accepted = rule.acceptedPattern?.trim();
  if (accepted && accepted !== '*') {
    try {
      if (!new RegExp(accepted, 'u').test(value)) return false;
    } catch {
      // A brand pattern that does not compile is ignored rather than locking everyone out.
    }
  }
  return true;
}
