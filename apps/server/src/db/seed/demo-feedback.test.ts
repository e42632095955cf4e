import { listFeedbackStaff } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoFeedback } from './demo-feedback.js';

describe('the demo feedback queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is written once: three new items from members and a visitor, one closed, in both languages', async () => {
    await seedDemoFeedback(t.db);
    await seedDemoFeedback(t.db);
    const token = await staffToken(t);
    const all = (await t.call(listFeedbackStaff, { token, query: { pageSize: 50 } })).body.value!;
    expect(all.total).toBe(4);
    expect(all.list.map((f) => [f.status, f.username ?? f.contact])).toEqual([
      ['NEW', 'demo01'],
      ['NEW', '+8801711223344'],
      ['NEW', 'agent01'],
      ['CLOSED', 'rafiq.h@example.com'],
    ]);
    const fresh = (await t.call(listFeedbackStaff, { token, query: { status: 'NEW' } })).body.value!;
    expect(fresh.total).toBe(3);
  });
});
