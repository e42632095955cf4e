import {
  checkPasswordResetLink,
  getDevInbox,
  listMemberNotes,
  listMembersStaff,
  postMemberNote,
  putMemberUpline,
  putStaffRole,
  sendMemberPasswordReset,
  staffLogin,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffTokenFor, uniqueName } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('notes, moving a team, reset links and staff roles', () => {
  let t: TestApp;
  let risk: string;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    risk = await staffTokenFor(t, 'risk');
    merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  /** An agent (type 1) at the top of its own tree. */
  const agent = async () => {
    const { member } = await registerMember(t);
    await t.db.updateTable('members').set({ type: 1 }).where('id', '=', member.id).execute();
    return member.id;
  };
  const under = async (parentId: number) => {
    const { member } = await registerMember(t);
    const parent = await t.db
      .selectFrom('members')
      .select('path')
      .where('id', '=', parentId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('members')
      .set({ parent_id: parentId, path: `${parent.path}${parentId}/`, type: 1 })
      .where('id', '=', member.id)
      .execute();
    return member.id;
  };
  const pathOf = async (id: number) =>
    await t.db
      .selectFrom('members')
      .select(['path', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('keeps staff notes on a member, newest first, with who wrote them', async () => {
    const { member } = await registerMember(t);
    for (const body of ['Called about a late deposit', 'Asked for a higher limit']) {
      const note = await t.call(postMemberNote, {
        token: risk,
        params: { memberId: member.id },
        body: { body },
      });
      expect(note.body.value).toMatchObject({ body, staffName: expect.stringMatching(/^risk/u) });
    }
    const notes = await t.call(listMemberNotes, { token: risk, params: { memberId: member.id } });
    expect(notes.body.value!.list.map((n) => n.body)).toEqual([
      'Asked for a higher limit',
      'Called about a late deposit',
    ]);
    expectRefusal(
      await t.call(postMemberNote, { token: risk, params: { memberId: 999_999 }, body: { body: 'x' } }),
      'object.not.found',
    );
    expectRefusal(
      await t.call(postMemberNote, { token: risk, params: { memberId: member.id }, body: { body: '   ' } }),
      'validation.failed',
    );
  });

  it("moves a member with their whole team under another agent, and refuses a move into the member's own team", async () => {
    const top = await agent();
    const middle = await under(top);
    const leaf = await under(middle);
    const other = await agent();
    const move = (memberId: number, parentId: number | null) =>
      t.call(putMemberUpline, {
        token: risk,
        params: { memberId },
        body: { parentId, reason: 'merge of teams' },
      });

    const moved = await move(middle, other);
    expect(moved.body.value, JSON.stringify(moved.body)).toEqual({
      id: middle,
      parentId: other,
      movedTeam: 1,
    });
    expect(await pathOf(middle)).toEqual({ path: `/${other}/`, parent_id: other });
    expect(await pathOf(leaf)).toEqual({ path: `/${other}/${middle}/`, parent_id: middle });

    expectRefusal(await move(middle, leaf), 'member.upline.invalid');
    expectRefusal(await move(middle, middle), 'member.upline.invalid');
    const { member: player } = await registerMember(t);
    await t.db.updateTable('members').set({ type: 0 }).where('id', '=', player.id).execute();
    expectRefusal(await move(middle, player.id), 'member.upline.invalid');
    expect(await pathOf(leaf)).toEqual({ path: `/${other}/${middle}/`, parent_id: middle });

    expect((await move(middle, null)).body.value).toEqual({ id: middle, parentId: null, movedTeam: 1 });
    expect(await pathOf(leaf)).toEqual({ path: `/${middle}/`, parent_id: middle });
    const support = await staffTokenFor(t, 'support');
    expectRefusal(
      await t.call(putMemberUpline, {
        token: support,
        params: { memberId: middle },
        body: { parentId: top, reason: 'x' },
      }),
      'staff.forbidden',
      403,
    );
  });

  it('mails a member a reset link that works, and says where it went', async () => {
    const email = `${uniqueName('mail')}@example.com`;
    const { member } = await registerMember(t, { email });
    const support = await staffTokenFor(t, 'support');
    const sent = await t.call(sendMemberPasswordReset, { token: support, params: { memberId: member.id } });
    expect(sent.body.value!.sentTo).toMatch(/^ma\*+@example\.com$/u);
    const mail = (await t.call(getDevInbox, { query: { to: email } })).body.value!;
    const token = decodeURIComponent(/resetToken=(\S+)/u.exec(mail[0]!.text)![1]!);
    expect((await t.call(checkPasswordResetLink, { body: { token } })).body.success).toBe(true);

    const { member: noMail } = await registerMember(t);
    expectRefusal(
      await t.call(sendMemberPasswordReset, { token: support, params: { memberId: noMail.id } }),
      'member.email.none',
    );
  });

  it("changes another staff member's role at once, never one's own", async () => {
    const username = uniqueName('staff');
    await t.services.staff.createStaff(merchantId, username, 'Staff-pass-123', 'support');
    const token = (await t.call(staffLogin, { body: { username, password: 'Staff-pass-123' } })).body.value!
      .token;
    expectRefusal(
      await t.call(putMemberUpline, {
        token,
        params: { memberId: 1 },
        body: { parentId: null, reason: 'x' },
      }),
      'staff.forbidden',
      403,
    );
    const admin = await staffTokenFor(t, 'admin');
    const staffId = (
      await t.db.selectFrom('staff').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    ).id;
    expect(
      (await t.call(putStaffRole, { token: admin, params: { staffId }, body: { role: 'risk' } })).body.value,
    ).toEqual({
      id: staffId,
      role: 'risk',
    });
    // The same session now has risk's rights.
    expect((await t.call(listMembersStaff, { token, query: {} })).body.success).toBe(true);
    expect(
      (
        await t.call(putMemberUpline, {
          token,
          params: { memberId: 999_999 },
          body: { parentId: null, reason: 'x' },
        })
      ).body.errorCode,
    ).toBe('object.not.found');
    const adminId = (
      await t.db
        .selectFrom('staff')
        .select('id')
        .where('username', 'like', 'admin%')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    expectRefusal(
      await t.call(putStaffRole, { token: admin, params: { staffId: adminId }, body: { role: 'support' } }),
      'staff.self',
    );
    expectRefusal(
      await t.call(putStaffRole, { token: admin, params: { staffId }, body: { role: 'root' } as never }),
      'validation.failed',
    );
  });
});
