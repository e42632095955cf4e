/**
 * Draws the lite app's icons (apps/web/public/icons/*.png) from app-icon.svg in Chromium:
 * `npx tsx tools/icons/render-icons.ts`. The PNGs are committed; run this again when the artwork
 * changes. "any" icons are a rounded tile with the mark at 62 %; the maskable one fills the square
 * and keeps the mark inside the 80 % safe circle (it is cut to a circle or squircle by the phone).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;
const out = resolve(here, '../../apps/web/public/icons');
const artwork = readFileSync(resolve(here, 'app-icon.svg'), 'utf8');

const ICONS = [
  { file: 'icon-192.png', size: 192, radius: 96, scale: 5 },
  { file: 'icon-512.png', size: 512, radius: 96, scale: 5 },
  { file: 'icon-maskable-512.png', size: 512, radius: 0, scale: 4.2 },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, radius: 0, scale: 4.6 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = artwork
      .replace('SHAPE_RADIUS', String(icon.radius))
      .replace('MARK_SCALE', String(icon.scale));
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: resolve(out, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
