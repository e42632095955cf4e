import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { BenchApp } from './bench-app.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Issue 17: the home page's mobile scores; performance at least 90, the other three 100. */
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

/**
 * Issue 17: Lighthouse's mobile audit of the home page (its default: a mid-range phone on a
 * throttled 4G link, simulated), in the local Chromium against the bench app serving the build.
 * Each category's score against its target, and the audits that cost points, so a fall says why.
 */
export async function benchLighthouse(target: BenchApp): Promise<string[]> {
  const chrome = await startChromium();
  try {
    const result = await lighthouse(`${target.baseUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    if (!result) return ['lighthouse: no result'];
    const { lhr } = result;
    // The whole report, to read what a score is made of: BENCH_LIGHTHOUSE_REPORT=<file.json>.
    const report = process.env.BENCH_LIGHTHOUSE_REPORT;
    if (report) writeFileSync(report, JSON.stringify(lhr, null, 1));
    const lines = ['lighthouse (issue 17): the home page, mobile (simulated throttling)'];
    for (const [id, want] of Object.entries(TARGETS)) {
      const category = lhr.categories[id];
      const score = Math.round((category?.score ?? 0) * 100);
      lines.push(`  ${id}: ${score} (target >= ${want}): ratio ${(score / want).toFixed(2)} of the target`);
      const lost = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map(
          (audit) =>
            `${audit!.id} ${Math.round((audit!.score ?? 0) * 100)}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`,
        );
      if (lost.length) lines.push(`    below full marks: ${lost.join(', ')}`);
    }
    return lines;
  } finally {
    chrome.stop();
  }
}

/** The local Chromium with a DevTools port, on a profile of its own (removed when stopped). */
async function startChromium(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'tessera-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = () => {
    child.kill();
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  stop();
  throw new Error(`${CHROMIUM} did not open its DevTools port within 20 s`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}
