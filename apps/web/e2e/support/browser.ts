import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far; a journey fails when one is not expected. */
  problems: string[];
}

/**
 * A fresh context (no cookies, no storage) and a page whose errors are collected. A refused API
 * call logs "Failed to load resource … 4xx" in Chromium: that is the site working as designed
 * (wrong password, bad code), so 4xx resource lines are not problems; 5xx ones are.
 */
export async function openTrackedPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; theme?: 'dark' | 'light'; language?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 } });
  if (options.theme || options.language) {
    await context.addInitScript(
      ({ theme, language }) => {
        // The site's own document only: an embedded game (another origin) keeps its storage.
        if (window !== window.top) return;
        if (theme) localStorage.setItem('theme', theme);
        if (language) localStorage.setItem('lang', language);
      },
      { theme: options.theme, language: options.language },
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 4\d\d/u.test(text)) return;
    problems.push(`console.error: ${text}`);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}
