/** Characters a person cannot confuse with one another: no 0/O, 1/I. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

// Drawn as a sheet so the shapes can be checked by eye: a row of labels, then seven rows of pixels.
const SHEET = `
2     3     4     5     6     7     8     9
.###. ##### ...#. ##### ..##. ##### .###. .###.
#...# ...#. ..##. #.... .#... ....# #...# #...#
....# ..#.. .#.#. ####. #.... ...#. #...# #...#
...#. ...#. #..#. ....# ####. ..#.. .###. .####
..#.. ....# ##### ....# #...# .#... #...# ....#
.#... #...# ...#. #...# #...# .#... #...# ...#.
##### .###. ...#. .###. .###. .#... .###. .##..

A     B     C     D     E     F     G     H
.###. ####. .###. ###.. ##### ##### .###. #...#
#...# #...# #...# #..#. #.... #.... #...# #...#
#...# #...# #.... #...# #.... #.... #.... #...#
##### ####. #.... #...# ####. ####. #.### #####
#...# #...# #.... #...# #.... #.... #...# #...#
#...# #...# #...# #..#. #.... #.... #...# #...#
#...# ####. .###. ###.. ##### #.... .#### #...#

J     K     L     M     N     P     Q     R
..### #...# #.... #...# #...# ####. .###. ####.
...#. #..#. #.... ##.## #...# #...# #...# #...#
...#. #.#.. #.... #.#.# ##..# #...# #...# #...#
...#. ##... #.... #.#.# #.#.# ####. #...# ####.
...#. #.#.. #.... #...# #..## #.... #.#.# #.#..
#..#. #..#. #.... #...# #...# #.... #..#. #..#.
.##.. #...# ##### #...# #...# #.... .##.# #...#

S     T     U     V     W     X     Y     Z
.#### ##### #...# #...# #...# #...# #...# #####
#.... ..#.. #...# #...# #...# #...# #...# ....#
#.... ..#.. #...# #...# #...# .#.#. .#.#. ...#.
.###. ..#.. #...# #...# #.#.# ..#.. ..#.. ..#..
....# ..#.. #...# #...# #.#.# .#.#. ..#.. .#...
....# ..#.. #...# .#.#. #.#.# #...# ..#.. #....
####. ..#.. .###. ..#.. .#.#. #...# ..#.. #####
`;

/** Glyph rows, top first; `true` is ink. */
export type Glyph = ReadonlyArray<ReadonlyArray<boolean>>;

function parseSheet(sheet: string): ReadonlyMap<string, Glyph> {
  const glyphs = new Map<string, Glyph>();
  for (const block of sheet.trim().split(/\n\s*\n/)) {
    const [labels, ...rows] = block.split('\n');
    const chars = labels!.trim().split(/\s+/);
    chars.forEach((char, i) => {
      const start = i * (GLYPH_WIDTH + 1);
      glyphs.set(
        char,
        rows.map((row) => [...row.slice(start, start + GLYPH_WIDTH)].map((pixel) => pixel === '#')),
      );
    });
  }
  return glyphs;
}

export const GLYPHS: ReadonlyMap<string, Glyph> = parseSheet(SHEET);
