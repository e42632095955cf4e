import { login, sealPayload } from '@tessera/contracts';
import type { BenchApp } from './bench-app.js';

const HEADERS = { merchant: 'TESSERA', language: 'EN' };

/**
 * A member's token, logged in as the site does (the body sealed). The brand's slider is switched
 * off first: the puzzle is a person's job, not a load generator's.
 */
export async function memberToken(target: BenchApp, username: string, password: string): Promise<string> {
  const merchant = await target.db
    .selectFrom('merchants')
    .select(['id', 'register_settings'])
    .executeTakeFirstOrThrow();
  const settings =
    typeof merchant.register_settings === 'string'
      ? JSON.parse(merchant.register_settings)
      : merchant.register_settings;
  if (settings.humanCheck !== false) {
    await target.db
      .updateTable('merchants')
      .set({ register_settings: JSON.stringify({ ...settings, humanCheck: false }) })
      .where('id', '=', merchant.id)
      .execute();
    target.services.merchants.invalidate();
  }
  return sealedLogin(target, username, password);
}

/** One login as the site makes it (the body sealed); the slider must be off. */
export async function sealedLogin(target: BenchApp, username: string, password: string): Promise<string> {
  const sealed = await sealPayload(target.services.sealed.publicKey(), { username, password });
  const response = await fetch(`${target.baseUrl}${login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...HEADERS, encryption: sealed.header },
    body: JSON.stringify(sealed.body),
  });
  const answer = (await response.json()) as {
    success: boolean;
    value: { token: string } | null;
    errorCode: string | null;
  };
  if (!answer.success) throw new Error(`bench login failed: ${answer.errorCode}`);
  return answer.value!.token;
}
