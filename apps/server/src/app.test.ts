import { ENDPOINTS } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../test/helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('the assembled app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every contract at /docs, generated from the same schemas', async () => {
    // A signed-in staff member sees the staff calls too (the world sees the site's: docs-access.test.ts).
    const response = await t.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { merchant: 'TESSERA', authorization: await staffToken(t) },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./u);
    for (const endpoint of ENDPOINTS) {
      // OpenAPI writes path parameters as {name} where Fastify routes say :name.
      const path = endpoint.path.replace(/:(\w+)/gu, '{$1}');
      expect(document.paths[path], path).toBeDefined();
      expect(
        document.paths[path]![endpoint.method.toLowerCase()],
        `${endpoint.method} ${endpoint.path}`,
      ).toBeDefined();
    }
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('registers a route for every contract and nothing answers HTML under the API prefixes', async () => {
    const missing = ENDPOINTS.filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    const response = await t.app.inject({ method: 'POST', url: '/bo/api/nothing-here', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
  });
});
