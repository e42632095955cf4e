import { getHumanCheck, register, staffLogin } from '@tessera/contracts';
import type { TestApp } from './test-app.js';

/** Ask for a slider puzzle through the API and answer it with the position the server stored. */
export async function solveHumanCheck(t: TestApp): Promise<{ id: string; x: number }> {
  const puzzle = await t.call(getHumanCheck);
  const id = puzzle.body.value!.id;
  const row = await t.db
    .selectFrom('challenges')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  return { id, x: Number(data.x) };
}

export async function staffToken(t: TestApp): Promise<string> {
  const result = await t.call(staffLogin, { body: { username: 'admin', password: t.adminPassword } });
  return result.body.value!.token;
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
