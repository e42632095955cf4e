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
/** Issue 12: everything a first visit to the home route transfers, compressed, images included. */
const HOME_WIRE_TARGET_KB = 250;

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

/** One response as Chromium received it: headers and the body as sent (compressed). */
interface Received {
  path: string;
  type: string;
  encoding: string;
  bytes: number;
}

/**
 * Issue 4: the JavaScript a visitor's browser fetches to show the home page, gzipped (level 9),
 * measured in a real Chromium against the bench app serving the build: every script the page
 * loaded until the network went quiet, lazy chunks included.
 * Issue 12: the bytes on the wire for that first visit (an empty cache), as Chromium received
 * them: every response's headers and encoded body (the page, scripts, styles, images, API calls).
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
    const received: Promise<Received>[] = [];
    let measured = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === target.baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname);
      if (!url.protocol.startsWith('http') || measured) return;
      const request = response.request();
      const seen = { path: url.pathname, type: request.resourceType(), encoding: '', bytes: 0 };
      received.push(
        Promise.all([request.sizes(), response.headerValue('content-encoding')])
          .then(([sizes, encoding]) => ({
            ...seen,
            encoding: encoding ?? 'identity',
            bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          }))
          // A response still arriving when the page closes counts as nothing.
          .catch(() => seen),
      );
    });
    await page.goto(`${target.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.home', { timeout: 15_000 });
    // What the shown home page fetches next (its images, lazy sections) belongs to the visit too.
    await page.waitForLoadState('networkidle');
    const sizes = [...scripts].map((path) => {
      const bytes = readFileSync(join(dist, path));
      return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const raw = sizes.reduce((sum, s) => sum + s.raw, 0) / 1024;
    measured = true;
    const wire = await Promise.all(received);
    const largest = [...wire]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((r) => `${r.path} ${round(r.bytes / 1024, 1)} (${r.encoding})`)
      .join(', ');
    const byType = new Map<string, number>();
    for (const { type, bytes } of wire) byType.set(type, (byType.get(type) ?? 0) + bytes);
    const total = wire.reduce((sum, r) => sum + r.bytes, 0) / 1024;
    const parts = [...byType]
      .sort((a, b) => b[1] - a[1])
      .map(([type, bytes]) => `${type} ${round(bytes / 1024, 1)}`)
      .join(', ');
    return [
      'site (issue 4): JavaScript the home route loads in Chromium (every script until the network is idle)',
      `  ${sizes.length} scripts, ${round(raw, 1)} KB raw, ${round(gzip, 1)} KB gzip (budget <= ${HOME_JS_BUDGET_KB} KB gzip): ratio ${round(gzip / HOME_JS_BUDGET_KB)} of the budget`,
      'site (issue 12): bytes on the wire for a first visit to the home route, as Chromium received them (compressed, headers and images included)',
      `  ${wire.length} responses, ${round(total, 1)} KB (${parts}) (target <= ${HOME_WIRE_TARGET_KB} KB): ratio ${round(total / HOME_WIRE_TARGET_KB)} of the target`,
      `  largest: ${largest}`,
    ];
  } finally {
    await browser.close();
  }
}
