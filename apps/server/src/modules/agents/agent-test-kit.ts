/**
 * A team for the agent tests (imported by tests only), built through the real calls:
 *
 *   agent01 ─┬─ A (agent) ─┬─ A1
 *            │             └─ A2 (agent) ── A2a
 *            └─ B (agent) ── B1
 */
import type { TestApp } from '../../../test/test-app.js';
import { DEMO_AGENT } from '../../db/seed/demo-brand.js';
import { localDate } from '../../lib/brand-days.js';
import { type Person, person } from '../transfers/transfer-test-kit.js';

export interface Tree {
  A: Person;
  A1: Person;
  A2: Person;
  A2a: Person;
  B: Person;
  B1: Person;
}

export async function buildTree(t: TestApp, prefix: string): Promise<Tree> {
  const A = await person(t, { parentCode: DEMO_AGENT.affiliateCode, agent: true, prefix });
  const A1 = await person(t, { parentCode: A.code!, prefix });
  const A2 = await person(t, { parentCode: A.code!, agent: true, prefix });
  const A2a = await person(t, { parentCode: A2.code!, prefix });
  const B = await person(t, { parentCode: DEMO_AGENT.affiliateCode, agent: true, prefix });
  const B1 = await person(t, { parentCode: B.code!, prefix });
  return { A, A1, A2, A2a, B, B1 };
}

/** Brand days around the test clock's today (Asia/Dhaka): a custom period that surely holds it. */
export function aroundToday(t: TestApp) {
  const today = Date.parse(`${localDate(t.clock.now(), 'Asia/Dhaka')}T00:00:00Z`);
  const day = (offset: number) => new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
  return { period: 'custom' as const, from: day(-1), to: day(1) };
}
