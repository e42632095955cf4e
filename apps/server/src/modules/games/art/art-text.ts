import { createHash } from 'node:crypto';

/**
 * Text helpers of the generated artwork: the bytes every choice is drawn from, XML escaping, and
 * fitting a name on at most two lines at the largest size that fits.
 */

/** The SHA-256 of a key: the same picture for the same game on every node and run. */
export function artBytes(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/gu, (character) => `&#${character.codePointAt(0)};`);
}

/**
 * An average bold glyph is about 0.6 em wide in the sans fonts of the stack; wide letters (W, M)
 * and narrow ones (i, l) even out over a name. Sizes are tried largest first.
 */
const GLYPH_EM = 0.56;

export interface FittedText {
  size: number;
  lines: string[];
}

/** Greedy word wrap at `perLine` characters; a word longer than a line is cut with an ellipsis. */
function wrap(words: string[], perLine: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const fitted = [...word].length > perLine ? `${[...word].slice(0, perLine - 1).join('')}…` : word;
    const last = lines.at(-1);
    if (last !== undefined && [...`${last} ${fitted}`].length <= perLine)
      lines[lines.length - 1] = `${last} ${fitted}`;
    else lines.push(fitted);
  }
  return lines;
}

/** Two lines as even as the words allow ("Speed" / "Sic Bo 9", not "Speed Sic Bo" / "9"). */
function balance(words: string[]): string[] {
  let best: string[] = [words.join(' ')];
  let longest = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const width = Math.max(...lines.map((line) => [...line].length));
    if (width < longest) {
      best = lines;
      longest = width;
    }
  }
  return best;
}

/**
 * The name on at most `maxLines` lines within `width` units: the largest of `sizes` at which it
 * fits whole, else the smallest size with the last line ended by an ellipsis.
 */
export function fitText(text: string, width: number, sizes: readonly number[], maxLines = 2): FittedText {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  for (const size of sizes) {
    const perLine = Math.floor(width / (size * GLYPH_EM));
    if (words.some((word) => [...word].length > perLine)) continue;
    const lines = wrap(words, perLine);
    if (lines.length === 2 && maxLines >= 2) return { size, lines: balance(words) };
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  const perLine = Math.floor(width / (size * GLYPH_EM));
  const all = wrap(words, perLine);
  const lines = all.slice(0, maxLines);
  if (all.length > maxLines)
    lines[maxLines - 1] = `${[...lines[maxLines - 1]!].slice(0, perLine - 1).join('')}…`;
  return { size, lines };
}

/** "Starlight Slots" → "SS", "AV E-Sports" → "AV", "CardHouse" → "CH": a vendor's monogram. */
export function monogram(name: string): string {
  const words = name.split(/[\s-]+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0] ?? '';
  if (words.length >= 2) {
    // A leading acronym stays whole ("AV E-Sports", "DS88 Sabong", "IM E-Sports").
    if (/^[\p{Lu}\p{N}]{2,4}$/u.test(first)) return first;
    return `${[...first][0]}${[...words[1]!][0]}`.toUpperCase();
  }
  const capitals = [...first].filter((character) => /\p{Lu}/u.test(character));
  return (
    capitals.length >= 2 ? capitals.slice(0, 2).join('') : [...first].slice(0, 2).join('')
  ).toUpperCase();
}
