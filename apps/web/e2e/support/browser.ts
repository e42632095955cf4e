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

/** The site's API: a 4xx envelope there can be the site working as designed (wrong password, bad code). */
export function isApiUrl(url: string): boolean {
  const path = new URL(url).pathname;
  return path.startsWith('/wps/') || path.startsWith('/bo/api/');
}

/**
 * Whether a finished request is a problem: any 5xx, and any 4xx that is not an API answer (an image,
 * script, style or font that is missing is a broken page, never a design).
 */
export function failedResponse(url: string, status: number): string | null {
  if (status >= 500 || (status >= 400 && !isApiUrl(url))) return `HTTP ${status}: ${url}`;
  return null;
}

/**
 * Whether a request that never got an answer is a problem. Only an abort is not: the page dropping
 * a request it no longer needs (a lazy image scrolled away, a navigation) is what browsers do.
 */
export function failedRequest(url: string, errorText: string): string | null {
  if (/ERR_ABORTED/u.test(errorText)) return null;
  return `request failed (${errorText}): ${url}`;
}

/**
 * A fresh context (no cookies, no storage) and a page whose errors are collected: page errors,
 * console errors, failed requests (see failedResponse and failedRequest). Chromium also logs
 * "Failed to load resource … 4xx/5xx" for each failed response: the response itself is judged
 * above, with its address, so those console lines are not counted twice.
 */
export async function openTrackedPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    theme?: 'dark' | 'light';
    language?: string;
    /**
     * The built site registers the lite app's service worker (decision 0054). Journeys stand in for
     * the network with route handlers, which a worker's own fetches would pass by: blocked unless a
     * journey (the lite app's) asks for it.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 860 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
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
  const problems: string[] = [];
  // Chromium reports a Content-Security-Policy violation in the console but not through the
  // console API the journeys watch: every frame reports its violations here instead.
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) => {
    problems.push(`csp violation in ${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of [45]\d\d/u.test(text)) return;
    problems.push(`console.error: ${text}`);
  });
  // The context sees every frame's and popup's requests (an embedded game's too).
  context.on('response', (response) => {
    const problem = failedResponse(response.url(), response.status());
    if (problem) problems.push(problem);
  });
  context.on('requestfailed', (request) => {
    const problem = failedRequest(request.url(), request.failure()?.errorText ?? 'unknown');
    if (problem) problems.push(problem);
  });
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}
