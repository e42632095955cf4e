import { randomUUID } from 'node:crypto';
import { getCaptcha, getHumanCheck, register, type StaffRole, staffLogin } from '@tessera/contracts';
import type { TestApp } from './test-app.js';

/** Ask for a slider puzzle (from `ip`) and answer it with the position the server stored. */
export async function solveHumanCheck(t: TestApp, ip?: string): Promise<{ id: string; x: number }> {
  const puzzle = await t.call(getHumanCheck, ip ? { ip } : {});
  const id = puzzle.body.value!.id;
  const row = await t.db
    .selectFrom('challenges')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  return { id, x: Number(data.x) };
}

/**
 * A captcha image asked from `ip` through the API, and its text read where the server keeps it:
 * the cookie id to send back and the answer. The test's cookie jar is left empty.
 */
export async function solveCaptcha(t: TestApp, ip = '127.0.0.1'): Promise<{ id: string; text: string }> {
  t.clearCookies();
  const image = await t.call(getCaptcha, { ip });
  const id = image.cookies.tessera_captcha!;
  const row = await t.db
    .selectFrom('challenges')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  t.clearCookies();
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  return { id, text: String(data.text) };
}

export async function staffToken(t: TestApp): Promise<string> {
  const result = await t.call(staffLogin, { body: { username: 'admin', password: t.adminPassword } });
  return result.body.value!.token;
}

/** A staff member of the demo brand with `role`, logged in: returns their token. */
export async function staffTokenFor(t: TestApp, role: StaffRole): Promise<string> {
  const username = uniqueName(role);
  const password = 'Staff-pass-123';
  const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  await t.db
    .insertInto('staff')
    .values({
      merchant_id: merchant.id,
      username,
      password_hash: await t.services.hasher.hash(password),
      role,
    })
    .execute();
  const result = await t.call(staffLogin, { body: { username, password } });
  return result.body.value!.token;
}

/** Put `minor` units into a member's main wallet the way a staff adjustment would (ledger transfer). */
export async function fundMember(t: TestApp, memberId: number, minor: bigint): Promise<void> {
  const merchant = await t.db.selectFrom('merchants').select(['id', 'currency']).executeTakeFirstOrThrow();
  await t.services.ledger.post({
    merchantId: merchant.id,
    currency: merchant.currency,
    legs: [
      {
        id: randomUUID(),
        debit: { house: 'ADJUSTMENTS' },
        credit: { member: memberId, kind: 'MAIN' },
        amount: minor,
        kind: 'ADJUSTMENT',
        refType: 'test',
      },
    ],
  });
}

let counter = 0;
export function uniqueName(prefix = 'player'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${counter}`;
}

/** Register a member by username through the API; returns the login value. */
export async function registerMember(t: TestApp, overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  const password = 'Secret123';
  const result = await t.call(register, {
    body: {
      username,
      password,
      confirmPassword: password,
      ageConfirmed: true,
      humanCheck: await solveHumanCheck(t),
      ...overrides,
    },
  });
  if (!result.body.success) throw new Error(`registration failed: ${JSON.stringify(result.body)}`);
  return { username, password, ...result.body.value! };
}
