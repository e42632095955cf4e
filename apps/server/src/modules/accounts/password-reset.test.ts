import {
  checkPasswordResetLink,
  forgotPasswordByEmail,
  getDevInbox,
  getMemberInfo,
  login,
  resetPasswordByEmail,
} from '@tessera/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solveHumanCheck } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('forgot password by e-mail: a single-use link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const logIn = async (username: string, password: string) =>
    t.call(login, { body: { username, password, humanCheck: await solveHumanCheck(t) } });
  const inbox = async (to: string) => (await t.call(getDevInbox, { query: { to } })).body.value!;
  const linkIn = (text: string) => {
    const match = /(\S+)\/resetPassword\?resetToken=(\S+)/u.exec(text)!;
    return { base: match[1], token: decodeURIComponent(match[2]!) };
  };
  const resetLinks = async (memberId: number) =>
    (
      await t.db
        .selectFrom('challenges')
        .select('id')
        .where('kind', '=', 'ticket:password-reset')
        .where('subject', '=', String(memberId))
        .execute()
    ).length;

  async function memberWithEmail() {
    const email = `r${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
    return { ...(await registerMember(t, { email })), email };
  }

  it('answers alike whether or not the pair matches, with no lookup before answering, and changes nothing', async () => {
    const member = await memberWithEmail();
    const asks = [
      { username: member.username, email: 'other@example.com' },
      { username: 'nobody_at_all', email: member.email },
      { username: member.username, email: member.email.toUpperCase() },
    ];
    await t.call(getDevInbox, { query: { to: member.email } }); // the brand is cached: no query for it below
    // While this transaction holds the members table (PostgreSQL) or the one connection (PGlite),
    // no request can read a member. Every answer still comes, identical: the request path does
    // the same work, none of it about the member, whether the pair matches or not.
    await t.db.transaction().execute(async (tx) => {
      await sql`lock table members in access exclusive mode`.execute(tx);
      const answers = [];
      for (const body of asks) answers.push(await t.call(forgotPasswordByEmail, { body }));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ success: true, value: null, message: null, errorCode: null });
      }
      const links = await tx
        .selectFrom('challenges')
        .select('id')
        .where('kind', '=', 'ticket:password-reset');
      expect(await links.where('subject', '=', String(member.member.id)).execute()).toEqual([]);
    });
    await t.services.passwordResets.idle();
    // Only the matching pair got a link, and asking changed nothing: the session and password hold.
    const mail = await inbox(member.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/30 minutes/u);
    expect(linkIn(mail[0]!.text).base).toBe('http://localhost:8080');
    expect(await resetLinks(member.member.id)).toBe(1);
    expect((await t.call(getMemberInfo, { token: member.token })).body.success).toBe(true);
    expect((await logIn(member.username, member.password)).body.success).toBe(true);
  });

  it('sets a new password once with the link, ending every session; a used link is refused', async () => {
    const member = await memberWithEmail();
    await t.call(forgotPasswordByEmail, { body: { username: member.username, email: member.email } });
    await t.services.passwordResets.idle();
    const { token } = linkIn((await inbox(member.email))[0]!.text);

    const checked = await t.call(checkPasswordResetLink, { body: { token } });
    expect(checked.body.value!.account).toBe(member.username);
    const body = { token, newPassword: 'New pass #1', confirmNewPassword: 'New pass #1' };
    expectRefusal(
      await t.call(resetPasswordByEmail, { body: { ...body, confirmNewPassword: 'New pass #2' } }),
      'password.confirm.mismatch',
    );
    expectRefusal(
      await t.call(resetPasswordByEmail, {
        body: { ...body, newPassword: 'short', confirmNewPassword: 'short' },
      }),
      'password.rule.failed',
    );
    // A refused try does not spend the link.
    expect((await t.call(resetPasswordByEmail, { body })).body.success).toBe(true);
    expectRefusal(await t.call(getMemberInfo, { token: member.token }), 'user.or.token.invalid', 401);
    expectRefusal(await logIn(member.username, member.password), 'login.failed');
    expect((await logIn(member.username, 'New pass #1')).body.success).toBe(true);

    const again = expectRefusal(
      await t.call(resetPasswordByEmail, {
        body: { token, newPassword: 'Other pass 2', confirmNewPassword: 'Other pass 2' },
      }),
      'password.reset.invalid',
    );
    expect(again.message).toMatch(/already used, has expired/u);
    expectRefusal(await t.call(checkPasswordResetLink, { body: { token } }), 'password.reset.invalid');
  });

  it('expires the link after 30 minutes, and a newer link replaces an older one', async () => {
    const member = await memberWithEmail();
    const ask = () =>
      t.call(forgotPasswordByEmail, { body: { username: member.username, email: member.email } });
    await ask();
    await t.services.passwordResets.idle();
    const first = linkIn((await inbox(member.email))[0]!.text).token;
    await ask();
    await t.services.passwordResets.idle();
    const second = linkIn((await inbox(member.email))[0]!.text).token;
    expect(second).not.toBe(first);
    expectRefusal(await t.call(checkPasswordResetLink, { body: { token: first } }), 'password.reset.invalid');

    t.clock.advance(29 * 60_000);
    expect((await t.call(checkPasswordResetLink, { body: { token: second } })).body.success).toBe(true);
    t.clock.advance(60_000 + 1);
    const body = { token: second, newPassword: 'Late pass 1', confirmNewPassword: 'Late pass 1' };
    expectRefusal(await t.call(resetPasswordByEmail, { body }), 'password.reset.invalid');
    expect((await logIn(member.username, member.password)).body.success).toBe(true);
  });

  it('refuses a wrong token with a clear envelope error, in the request language', async () => {
    const member = await memberWithEmail();
    await t.call(forgotPasswordByEmail, { body: { username: member.username, email: member.email } });
    await t.services.passwordResets.idle();
    const { token } = linkIn((await inbox(member.email))[0]!.text);
    const [id] = token.split('.');
    for (const wrong of [`${id}.not-the-secret`, 'no-dot-at-all', `${id}.`]) {
      const body = { token: wrong, newPassword: 'Wrong pass 1', confirmNewPassword: 'Wrong pass 1' };
      expectRefusal(await t.call(resetPasswordByEmail, { body }), 'password.reset.invalid', 400);
    }
    const bn = expectRefusal(
      await t.call(checkPasswordResetLink, { body: { token: `${id}.x` }, headers: { language: 'BN' } }),
      'password.reset.invalid',
    );
    expect(bn.message).toMatch(/\p{Script=Bengali}/u);
    // The wrong tries did not spend the real link.
    expect((await t.call(checkPasswordResetLink, { body: { token } })).body.success).toBe(true);
  });
});
