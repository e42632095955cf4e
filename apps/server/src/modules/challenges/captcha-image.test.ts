import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/seeded-random.js';
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './captcha-font.js';
import { CAPTCHA_ALPHABET, drawCaptcha, GLYPH_TONE_MAX, randomCaptchaText } from './captcha-image.js';

const luma = (data: Buffer, i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;

/** Glyph pixels are the only ones this dark: every channel of a glyph is below GLYPH_TONE_MAX. */
const isGlyph = (data: Buffer, i: number) => luma(data, i) < GLYPH_TONE_MAX;

/** Runs of columns that hold glyph pixels. */
function inkClusters(png: Buffer): number {
  const img = PNG.sync.read(png);
  let clusters = 0;
  let inRun = false;
  for (let x = 0; x < img.width; x++) {
    let ink = false;
    for (let y = 0; y < img.height && !ink; y++) ink = isGlyph(img.data, (y * img.width + x) * 4);
    if (ink && !inRun) clusters++;
    inRun = ink;
  }
  return clusters;
}

describe('captcha font', () => {
  it('has a 5 × 7 glyph for every character of an unambiguous alphabet', () => {
    expect(CAPTCHA_ALPHABET).toHaveLength(32);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(32);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1I]/);
    expect([...GLYPHS.keys()].sort().join('')).toBe([...CAPTCHA_ALPHABET].sort().join(''));
    const shapes = new Set<string>();
    for (const glyph of GLYPHS.values()) {
      expect(glyph).toHaveLength(GLYPH_HEIGHT);
      for (const row of glyph) expect(row).toHaveLength(GLYPH_WIDTH);
      shapes.add(JSON.stringify(glyph));
    }
    expect(shapes.size).toBe(32);
  });
});

describe('drawCaptcha', () => {
  it('is a 120 × 40 PNG', () => {
    const img = PNG.sync.read(drawCaptcha('AB3XY'));
    expect([img.width, img.height]).toEqual([120, 40]);
  });

  it('draws the same picture for the same seed and a different one for another', () => {
    expect(drawCaptcha('K7PQ2', mulberry32(1)).equals(drawCaptcha('K7PQ2', mulberry32(1)))).toBe(true);
    expect(drawCaptcha('K7PQ2', mulberry32(1)).equals(drawCaptcha('K7PQ2', mulberry32(2)))).toBe(false);
  });

  it('draws dark glyph pixels that change with the text', () => {
    const a = PNG.sync.read(drawCaptcha('AAAAA', mulberry32(3))).data;
    const b = PNG.sync.read(drawCaptcha('HHHHH', mulberry32(3))).data;
    let changed = 0;
    let darkChanged = 0;
    for (let i = 0; i < a.length; i += 4) {
      if (a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2]) continue;
      changed++;
      if (isGlyph(a, i) || isGlyph(b, i)) darkChanged++;
    }
    expect(changed).toBeGreaterThan(100);
    expect(darkChanged).toBe(changed);
  });

  it('puts the ink in as many column clusters as there are characters', () => {
    for (const length of [1, 4, 5, 6]) {
      for (let seed = 0; seed < 60; seed++) {
        const random = mulberry32(100 * length + seed);
        const text = Array.from({ length }, () => CAPTCHA_ALPHABET[Math.floor(random() * 32)]).join('');
        expect(inkClusters(drawCaptcha(text, random)), text).toBe(length);
      }
    }
  });

  it('refuses text it cannot draw', () => {
    expect(() => drawCaptcha('')).toThrow(RangeError);
    expect(() => drawCaptcha('ABCDEFG')).toThrow(RangeError);
    expect(() => drawCaptcha('AB0D')).toThrow(RangeError);
    expect(() => drawCaptcha('abcd')).toThrow(RangeError);
  });
});

describe('randomCaptchaText', () => {
  it('uses only the alphabet, five characters by default', () => {
    expect(randomCaptchaText()).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{5}$/);
    expect(randomCaptchaText(4)).toHaveLength(4);
    expect(randomCaptchaText(6)).toHaveLength(6);
    expect(() => randomCaptchaText(0)).toThrow(RangeError);
    expect(() => randomCaptchaText(7)).toThrow(RangeError);
  });

  it('uses every character about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 640; i++) {
      for (const char of randomCaptchaText()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    // 100 expected per character; these bounds are about six standard deviations wide.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(40);
      expect(count).toBeLessThan(160);
    }
  });
});
