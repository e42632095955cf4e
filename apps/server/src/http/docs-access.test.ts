import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken } from '../../test/helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const documentOf = async (t: TestApp, token?: string, format: 'json' | 'yaml' = 'json') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/docs/${format}`,
    headers: { merchant: 'TESSERA', ...(token ? { authorization: token } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const pathsOf = async (t: TestApp, token?: string) =>
  Object.keys((JSON.parse(await documentOf(t, token)) as { paths: Record<string, unknown> }).paths);
const staffPaths = (paths: string[]) => paths.filter((path) => path.startsWith('/bo/api/'));

describe('/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the world the member site calls only, and a signed-in staff member the staff calls too', async () => {
    const anonymous = await pathsOf(t);
    expect(anonymous).toContain('/wps/session/login');
    expect(staffPaths(anonymous)).toEqual([]);
    expect(await documentOf(t, undefined, 'yaml')).not.toContain('/bo/api/');
    // A member's token, a made-up token or a logged-out staff token is no staff token.
    const member = await registerMember(t);
    expect(staffPaths(await pathsOf(t, member.token))).toEqual([]);
    expect(staffPaths(await pathsOf(t, 'made-up-token'))).toEqual([]);

    const staff = await staffToken(t);
    const full = await pathsOf(t, staff);
    expect(full).toEqual(
      expect.arrayContaining(['/wps/session/login', '/bo/api/auth/login', '/bo/api/adjustments']),
    );
    expect(await documentOf(t, `Bearer ${staff}`, 'yaml')).toContain('/bo/api/adjustments');
    await t.app.inject({
      method: 'POST',
      url: '/bo/api/auth/logout',
      headers: { merchant: 'TESSERA', authorization: staff },
    });
    expect(staffPaths(await pathsOf(t, staff))).toEqual([]);
  });
});

describe('/docs with DOCS_STAFF_PUBLIC=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DOCS_STAFF_PUBLIC: 'true' } });
  });
  afterAll(() => t.close());

  it('shows the staff calls to everyone', async () => {
    expect(await pathsOf(t)).toEqual(expect.arrayContaining(['/wps/session/login', '/bo/api/adjustments']));
  });
});
