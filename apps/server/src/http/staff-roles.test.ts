import { ENDPOINTS, type Endpoint, STAFF_ROLES, type StaffRole, staffLogout } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../test/helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Every staff call, sign-out last (it ends the session the other calls use). */
const STAFF_CALLS = ENDPOINTS.filter((endpoint) => endpoint.auth === 'staff').sort(
  (a, b) => Number(a === staffLogout) - Number(b === staffLogout),
);

/** Any value for each `:name` of a path: the role check comes before the id is looked at. */
const paramsOf = (endpoint: Endpoint) =>
  Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/gu)].map(([, name]) => [name, '1']));

describe('staff role matrix: every staff call, every role, and no token', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of STAFF_ROLES) tokens[role] = await staffTokenFor(t, role);
  });
  afterAll(() => t.close());

  it('every staff call names the roles that may make it, admin among them', () => {
    expect(STAFF_CALLS.length).toBeGreaterThan(30);
    for (const endpoint of STAFF_CALLS) {
      expect(endpoint.roles, `${endpoint.method} ${endpoint.path}`).toContain('admin');
    }
  });

  it('refuses a call without a token, and every role the call does not name, before it runs', async () => {
    const seen: string[] = [];
    for (const endpoint of STAFF_CALLS) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const anonymous = await t.call(endpoint, { params: paramsOf(endpoint), body: {} as never });
      expect(anonymous.body.errorCode, `${name} without a token`).toBe('login.not.session');
      for (const role of STAFF_ROLES) {
        const answer = await t.call(endpoint, {
          token: tokens[role],
          params: paramsOf(endpoint),
          body: {} as never,
        });
        const allowed = endpoint.roles!.includes(role);
        seen.push(`${name} ${role} ${allowed ? 'allowed' : 'refused'}`);
        if (allowed) {
          // Past the role check: the call's own answer (often a validation refusal of the empty body).
          expect([answer.body.errorCode, answer.status], `${name} as ${role}`).not.toEqual([
            'staff.forbidden',
            403,
          ]);
          expect(String(answer.body.errorCode), `${name} as ${role}`).not.toMatch(
            /^(login\.not\.session|user\.or\.token)/u,
          );
        } else {
          expect([answer.body.errorCode, answer.status], `${name} as ${role}`).toEqual([
            'staff.forbidden',
            403,
          ]);
        }
      }
    }
    // Each role is refused somewhere and allowed somewhere: the table is not all one answer.
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      expect(seen.some((line) => line.endsWith(`${role} refused`))).toBe(true);
      expect(seen.some((line) => line.endsWith(`${role} allowed`))).toBe(true);
    }
  });
});
