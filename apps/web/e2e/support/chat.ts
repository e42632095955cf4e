import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { proofPng } from './proof-image';

/** A real PNG as a file the chat's picker takes. */
export function pngFile(name = 'screenshot.png') {
  return { name, mimeType: 'image/png', buffer: Buffer.from(proofPng(64).split(',')[1] ?? '', 'base64') };
}

/** Opens customer service from the right bar's contact button; the built-in chat's panel shows. */
export async function openChatFromRightBar(page: Page): Promise<void> {
  await page.getByTestId('support-toggle').click();
  await page.locator('.right-bar__choice--cs').click();
  await page.getByTestId('chat-panel').waitFor();
}

/** The console's chat page, with the staff member set available (on duty) once its socket is live. */
export async function goOnDuty(desk: Page): Promise<void> {
  await desk.getByTestId('nav-chat').click();
  await desk.getByTestId('chat-page').waitFor();
  await expect
    .poll(() => desk.getByTestId('chat-live').getAttribute('class'), { timeout: 20_000 })
    .toContain('chat-live--open');
  const toggle = desk.getByTestId('duty-switch').locator('input');
  if (!(await toggle.isChecked())) await desk.getByTestId('duty-switch').click();
  await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);
}
