import { listAuditStaff, putMemberStatus, resetMemberSecondFactor } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe("a member's second factor and the audit log", () => {
  let t: TestApp;
  let support: string;
  let risk: string;
  beforeAll(async () => {
    t = await createTestApp();
    support = await staffTokenFor(t, 'support');
    risk = await staffTokenFor(t, 'risk');
  });
  afterAll(() => t.close());

  it("clears a member's authenticator, says whether there was one, and audits the reason", async () => {
    const { member } = await registerMember(t);
    await t.db
      .updateTable('members')
      .set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled: true })
      .where('id', '=', member.id)
      .execute();
    const reset = (reason: string) =>
      t.call(resetMemberSecondFactor, { token: support, params: { memberId: member.id }, body: { reason } });
    expect((await reset('lost phone, identity checked by call')).body.value).toEqual({
      id: member.id,
      cleared: true,
    });
    expect((await reset('again')).body.value).toEqual({ id: member.id, cleared: false });
    const row = await t.db
      .selectFrom('members')
      .select(['totp_secret', 'totp_enabled'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled: false });
    expectRefusal(
      await t.call(resetMemberSecondFactor, {
        token: support,
        params: { memberId: 999_999 },
        body: { reason: 'x' },
      }),
      'object.not.found',
    );
  });

  it('lists the audit log newest first, filtered by target, action prefix and staff member, page by page', async () => {
    const { member } = await registerMember(t);
    const target = `member:${member.id}`;
    for (const status of ['DISABLED', 'ACTIVE', 'DISABLED'] as const) {
      await t.call(putMemberStatus, {
        token: support,
        params: { memberId: member.id },
        body: { status, reason: `step ${status}` },
      });
    }
    const read = (query: Record<string, unknown>) =>
      t.call(listAuditStaff, { token: risk, query: query as never }).then((a) => {
        expect(a.body.success, JSON.stringify(a.body)).toBe(true);
        return a.body.value!;
      });
    const first = await read({ target, pageSize: 2 });
    expect(first.list.map((e) => e.action)).toEqual(['member.freeze', 'member.unfreeze']);
    expect(first.list[0]).toMatchObject({ actorType: 'staff', target, details: { reason: 'step DISABLED' } });
    expect(first.list[0]!.actorName).toMatch(/^support/u);
    expect(first.hasMore).toBe(true);
    const second = await read({ target, pageSize: 2, before: first.list[1]!.id });
    expect(second.list.map((e) => e.action)).toEqual(['member.freeze']);
    expect(second.hasMore).toBe(false);

    expect((await read({ target, action: 'member.unfreeze' })).list).toHaveLength(1);
    expect((await read({ target, action: 'member.' })).list).toHaveLength(3);
    const supportId = first.list[0]!.actorId!;
    expect((await read({ staffId: supportId })).list.every((e) => e.actorId === supportId)).toBe(true);
    expect((await read({ target, from: new Date(Date.now() + 3_600_000).toISOString() })).list).toEqual([]);

    for (const query of [{ action: 'member.%' }, { before: 'x' }, { from: 'yesterday' }, { pageSize: 500 }]) {
      expectRefusal(
        await t.call(listAuditStaff, { token: risk, query: query as never }),
        'validation.failed',
      );
    }
    expectRefusal(await t.call(listAuditStaff, { token: support, query: {} }), 'staff.forbidden', 403);
  });
});
