import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, type Glyph } from './captcha-font.js';

export { CAPTCHA_ALPHABET } from './captcha-font.js';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_MAX_LENGTH = 6;

const SCALE = 3;
const CELL_W = GLYPH_WIDTH * SCALE;
const CELL_H = GLYPH_HEIGHT * SCALE;
const MAX_STEP = 22;
const MAX_SHEAR = 0.22;
/** Every glyph channel is below this; all noise is lighter, so the letters are always the darkest ink. */
export const GLYPH_TONE_MAX = 90;

type Rgb = readonly [number, number, number];

/** Uniform over the alphabet: `randomInt` rejects rather than wraps, so no character is favoured. */
export function randomCaptchaText(length = 5): string {
  if (!Number.isInteger(length) || length < 1 || length > CAPTCHA_MAX_LENGTH) {
    throw new RangeError(`captcha length must be 1..${CAPTCHA_MAX_LENGTH}`);
  }
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/**
 * A PNG of `text` in the bitmap font: each glyph lifted, leaned and coloured at random over a light
 * background with curved lines and dots. It slows scripts down; it does not stop a determined OCR.
 * `random` only shapes the picture (never the answer), so Math.random is good enough by default.
 */
export function drawCaptcha(text: string, random: () => number = Math.random): Buffer {
  const glyphs = [...text].map((char) => {
    const glyph = SCALED.get(char);
    if (!glyph) throw new RangeError(`captcha text may only use ${CAPTCHA_ALPHABET}`);
    return glyph;
  });
  if (glyphs.length === 0 || glyphs.length > CAPTCHA_MAX_LENGTH) {
    throw new RangeError(`captcha length must be 1..${CAPTCHA_MAX_LENGTH}`);
  }

  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const canvas = new Canvas(png.data, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const colour = (lo: number, hi: number): Rgb => [between(lo, hi), between(lo, hi), between(lo, hi)];

  const left = colour(228, 255);
  const right = colour(228, 255);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) canvas.set(x, y, mix(left, right, x / (CAPTCHA_WIDTH - 1)));
  }
  // Lines behind the text are lighter than any glyph so the letters stay on top for a person.
  for (let i = 0; i < 3; i++) canvas.wave(random, colour(130, 200), 2);
  for (let i = 0; i < 140; i++) {
    canvas.set(Math.floor(random() * CAPTCHA_WIDTH), Math.floor(random() * CAPTCHA_HEIGHT), colour(110, 210));
  }

  const n = glyphs.length;
  const step = n === 1 ? 0 : Math.min(MAX_STEP, Math.floor((CAPTCHA_WIDTH - 12 - CELL_W) / (n - 1)));
  const startX = Math.round((CAPTCHA_WIDTH - (step * (n - 1) + CELL_W)) / 2);
  // Lean and wobble only as far as the space between glyphs allows: neighbours that run into each
  // other are hard for people to read too.
  const free = n === 1 ? CELL_W : step - CELL_W;
  const shearLimit = Math.min(MAX_SHEAR, Math.max(0, free - 1) / CELL_H);
  const wobble = free >= 5 ? 1 : 0;
  glyphs.forEach((glyph, i) => {
    const x0 = startX + i * step + Math.round(between(-wobble, wobble));
    const top = Math.round(between(2, CAPTCHA_HEIGHT - CELL_H - 2));
    const shear = between(-shearLimit, shearLimit);
    const ink = colour(0, GLYPH_TONE_MAX);
    const middle = top + CELL_H / 2;
    glyph.forEach((row, gy) => {
      const y = top + gy;
      const lean = Math.round(shear * (y - middle));
      row.forEach((on, gx) => {
        if (on) canvas.set(x0 + gx + lean, y, ink);
      });
    });
  });
  // A thin line over the text joins the glyphs, which makes cutting them apart harder; it stays a
  // shade lighter than any glyph so a person still sees which strokes are letters.
  canvas.wave(random, colour(GLYPH_TONE_MAX + 5, 125), 1);

  return PNG.sync.write(png, { colorType: 2 });
}

/**
 * The glyph at drawing size. Diagonal neighbours only touch at a corner, so leaning the rows apart
 * would crack strokes such as the middle of M; a 2 × 2 patch on each such corner keeps them joined.
 */
function scaleGlyph(glyph: Glyph): boolean[][] {
  const out = Array.from({ length: CELL_H }, () => new Array<boolean>(CELL_W).fill(false));
  const fill = (x: number, y: number) => {
    if (y >= 0 && y < CELL_H && x >= 0 && x < CELL_W) out[y]![x] = true;
  };
  glyph.forEach((row, r) => {
    row.forEach((on, c) => {
      if (!on) return;
      for (let sy = 0; sy < SCALE; sy++)
        for (let sx = 0; sx < SCALE; sx++) fill(c * SCALE + sx, r * SCALE + sy);
      const below = glyph[r + 1];
      const cornerY = (r + 1) * SCALE;
      if (below?.[c + 1]) for (const [dx, dy] of PATCH) fill((c + 1) * SCALE + dx, cornerY + dy);
      if (below?.[c - 1]) for (const [dx, dy] of PATCH) fill(c * SCALE + dx, cornerY + dy);
    });
  });
  return out;
}

const PATCH = [
  [-1, -1],
  [0, -1],
  [-1, 0],
  [0, 0],
] as const;

const SCALED = new Map([...GLYPHS].map(([char, glyph]) => [char, scaleGlyph(glyph)]));

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

class Canvas {
  constructor(
    private readonly data: Buffer,
    private readonly width: number,
    private readonly height: number,
  ) {}

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
    this.data[i + 3] = 255;
  }

  /** A sine-shaped line across the image, gentle enough (slope < 1) to stay one pixel per column. */
  wave(random: () => number, rgb: Rgb, thickness: number): void {
    const base = 6 + random() * (this.height - 12);
    const amplitude = 2 + random() * 7;
    const frequency = (0.02 + random() * 0.06) * (random() < 0.5 ? -1 : 1);
    const phase = random() * Math.PI * 2;
    const at = (x: number) => Math.round(base + amplitude * Math.sin(frequency * x + phase));
    let previous = at(0);
    for (let x = 0; x < this.width; x++) {
      const y = at(x);
      for (let yy = Math.min(y, previous); yy <= Math.max(y, previous); yy++) {
        for (let t = 0; t < thickness; t++) this.set(x, yy + t, rgb);
      }
      previous = y;
    }
  }
}
