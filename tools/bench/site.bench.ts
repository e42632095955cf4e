import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { BenchApp } from './bench-app.js';
import { round } from './load.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOME_JS_BUDGET_KB = 200;

/** Build the site into a temp dir (the bench never touches apps/web/dist). */
export function buildSite(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-web-'));
  execFileSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', 'apps/web', '--outDir', dir, '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Issue 4: the JavaScript a visitor's browser fetches to show the home page, gzipped (level 9),
 * measured in a real Chromium against the bench app serving the build: every script the page
 * loaded until the network went quiet, lazy chunks included.
 */
export async function benchSite(target: BenchApp): Promise<string[]> {
  const dist = target.config.webDist;
  if (!existsSync(CHROMIUM)) return [`site: ${CHROMIUM} not found, home route size not measured`];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === target.baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${target.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.home', { timeout: 15_000 });
    const sizes = [...scripts].map((path) => {
      const bytes = readFileSync(join(dist, path));
      return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const raw = sizes.reduce((sum, s) => sum + s.raw, 0) / 1024;
    return [
      'site (issue 4): JavaScript the home route loads in Chromium (every script until the network is idle)',
      `  ${sizes.length} scripts, ${round(raw, 1)} KB raw, ${round(gzip, 1)} KB gzip (budget <= ${HOME_JS_BUDGET_KB} KB gzip): ratio ${round(gzip / HOME_JS_BUDGET_KB)} of the budget`,
    ];
  } finally {
    await browser.close();
  }
}
