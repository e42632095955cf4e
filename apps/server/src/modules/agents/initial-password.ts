import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

/**
 * A downline's first password (decision 0034): ten characters without look-alikes (no 0/O, 1/l/I),
 * at least one lower case letter, upper case letter and digit, so it meets a brand's usual rule.
 * It is shown once to the agent who registered them and must be changed at the first login.
 */
export function initialPassword(length = 10): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
