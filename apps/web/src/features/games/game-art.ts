/**
 * Pictures for game and vendor cards. Icons come from the brand's image base (spec §3, §7.3: one
 * of the configured image CDNs, picked once per page; the demo's are the server's generated
 * artwork, decision 0025); when an icon cannot load the card draws a tile of its own from the name
 * and vendor, the same for the same game every time.
 */

export interface TileArt {
  /** Two hues (0–359) for the tile's gradient: the vendor's and the game's own. */
  vendorHue: number;
  gameHue: number;
  /** One of a few background patterns. */
  pattern: 0 | 1 | 2 | 3;
}

/** FNV-1a: a small, stable hash so a name always gets the same colours. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

let segmenter: Intl.Segmenter | null | undefined;

/** The first grapheme of a word (one segmenter for the page: making one is not cheap). */
function firstGrapheme(word: string): string {
  if (segmenter === undefined) {
    const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
    segmenter = Segmenter ? new Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  if (!segmenter) return [...word][0] ?? '';
  for (const part of segmenter.segment(word)) return part.segment;
  return '';
}

/**
 * The first letters of the first two words ("Lucky Fives" → "LF"); a one-word name gives its
 * first letter. Whole graphemes, so a Bengali name keeps its vowel signs.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-_·:]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word.length > 0);
  const letters = words.slice(0, 2).map(firstGrapheme);
  return letters.join('').toLocaleUpperCase();
}

export function tileArt(name: string, vendor: string): TileArt {
  const vendorHash = hashText(vendor);
  const gameHash = hashText(`${vendor}:${name}`);
  return {
    vendorHue: vendorHash % 360,
    // Keep the two hues apart so the gradient always shows.
    gameHue: ((vendorHash % 360) + 40 + (gameHash % 140)) % 360,
    pattern: ((gameHash >>> 8) % 4) as TileArt['pattern'],
  };
}

/**
 * The one or two letters drawn large on a tile whose icon cannot load. Worked out only then: the
 * page's first grapheme segmenter loads the browser's break rules, which cost a tenth of a second
 * on a phone (decision 0057).
 */
export function tileInitials(name: string, vendor: string): string {
  return initialsOf(name) || vendor.slice(0, 2).toUpperCase();
}

/** The address of a catalogue image: relative paths go under the image base (contracts). */
export { imageAddress as imageSrc } from '@tessera/contracts';

/**
 * Whether icons are worth asking for: after a few failures and not one success the image base has
 * no icons at all, and asking for thousands more (a scroll through the catalogue) only costs
 * requests. One success keeps icons on for good.
 */
export function createIconHealth(giveUpAfter = 6) {
  let loaded = 0;
  let failed = 0;
  return {
    worthTrying: () => loaded > 0 || failed < giveUpAfter,
    loaded: () => {
      loaded += 1;
    },
    failed: () => {
      failed += 1;
    },
  };
}
