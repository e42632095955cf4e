import { describe, expect, it } from 'vitest';
import { createIconHealth, imageSrc, initialsOf, tileArt, tileInitials } from './game-art';

describe('generated game tiles', () => {
  it('draws the same tile for the same game every time', () => {
    expect(tileArt('Lucky Fives', 'BGS')).toEqual(tileArt('Lucky Fives', 'BGS'));
    expect(tileArt('Lucky Fives', 'BGS')).not.toEqual(tileArt('Lucky Sevens', 'BGS'));
  });

  it('gives one vendor one hue and keeps the game hue apart from it', () => {
    const a = tileArt('Cafe Luck', 'SLT');
    const b = tileArt('Hot Panda', 'SLT');
    expect(a.vendorHue).toBe(b.vendorHue);
    for (const art of [a, b]) {
      const apart = (art.gameHue - art.vendorHue + 360) % 360;
      expect(apart).toBeGreaterThanOrEqual(40);
      expect(apart).toBeLessThan(180);
    }
  });

  it('takes the initials of the first two words, whole letters in any script', () => {
    expect(initialsOf('Lucky Fives')).toBe('LF');
    expect(initialsOf('PK10 Racing 5 Minutes')).toBe('PR');
    expect(initialsOf('dice')).toBe('D');
    expect(initialsOf('Miền Bắc')).toBe('MB');
    // "ক্যাফে ভাগ্য": the first grapheme keeps its conjunct.
    expect(initialsOf('ক্যাফে ভাগ্য')).toBe('ক্যাভা');
    expect(tileInitials('', 'SLT')).toBe('SL');
    expect(tileInitials('Lucky Fives', 'SLT')).toBe('LF');
  });
});

describe('catalogue image addresses', () => {
  it('puts relative paths under the image base', () => {
    expect(imageSrc('games/SLT/SLT0001.png', '/')).toBe('/games/SLT/SLT0001.png');
    expect(imageSrc('games/SLT/SLT0001.png', 'https://cdn.example/img/')).toBe(
      'https://cdn.example/img/games/SLT/SLT0001.png',
    );
  });

  it('keeps full addresses and site paths, and gives nothing for no path', () => {
    expect(imageSrc('https://a.example/x.png', '/')).toBe('https://a.example/x.png');
    expect(imageSrc('/icons/x.png', 'https://cdn.example')).toBe('/icons/x.png');
    expect(imageSrc('  ', '/')).toBeNull();
  });

  it('stops asking for icons once the base has shown it has none', () => {
    const health = createIconHealth(3);
    for (let index = 0; index < 3; index += 1) {
      expect(health.worthTrying()).toBe(true);
      health.failed();
    }
    expect(health.worthTrying()).toBe(false);
    const working = createIconHealth(3);
    working.loaded();
    for (let index = 0; index < 10; index += 1) working.failed();
    expect(working.worthTrying()).toBe(true);
  });
});
