import {
  type AnnouncementInput,
  type Announcements,
  createAnnouncement,
  deleteAnnouncement,
  getAgentAnnouncements,
  getHumanCheck,
  getListAnnouncements,
  login,
  register,
  updateAnnouncement,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, solveHumanCheck, staffToken, uniqueName } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_AGENT, DEMO_MEMBER } from '../../db/seed/demo-brand.js';
import { trialToken } from '../transfers/transfer-test-kit.js';

let t: TestApp;
let admin: string;
let agent: string;
let member: string;

async function signIn(who: { username: string; password: string }): Promise<string> {
  const result = await t.call(login, { body: { ...who, humanCheck: await solveHumanCheck(t) } });
  expect(result.body.success, JSON.stringify(result.body)).toBe(true);
  return result.body.value!.token;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
  agent = await signIn(DEMO_AGENT);
  member = await signIn(DEMO_MEMBER);
});
afterAll(() => t.close());

const agentNotice = (title: string, extra: Partial<AnnouncementInput> = {}) => ({
  contentType: 'AG' as const,
  title: { EN: title, BN: `${title} (BN)` },
  content: { EN: `<p>${title} for agents</p>`, BN: `<p>${title} এজেন্টদের জন্য</p>` },
  ...extra,
});

async function publish(body: Record<string, unknown>): Promise<number> {
  const result = await t.call(createAnnouncement, { token: admin, body });
  expect(result.body.success, JSON.stringify(result.body)).toBe(true);
  return result.body.value!.id;
}

async function agentFeed(token: string, query: Record<string, string> = {}, headers = {}) {
  return t.call(getAgentAnnouncements, { token, query, headers });
}

async function titlesFor(token: string, language = 'EN') {
  const result = await agentFeed(token, { pageSize: '50' }, { language });
  expect(result.body.success, JSON.stringify(result.body)).toBe(true);
  return result.body.value!.list.map((item) => item.title);
}

/** Every text of every list of the member feed, for a member token or a visitor. */
async function memberFeedTexts(token?: string): Promise<string> {
  const result = await t.call(getListAnnouncements, { query: {}, ...(token ? { token } : {}) });
  expect(result.status).toBe(200);
  const value = result.body.value as Announcements;
  return JSON.stringify(value);
}

describe('agent notices', () => {
  it("the demo agent reads the demo brand's agent notices, newest first, in their language", async () => {
    const page = (await agentFeed(agent)).body.value!;
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list.map((item) => item.title)).toContain('Commission statements for this month');
    const dates = page.list.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bengali = (await agentFeed(agent, {}, { language: 'BN' })).body.value!;
    expect(bengali.list[0]!.title).toMatch(/\p{Script=Bengali}/u);
  });

  it('reach the agent only: never a plain member, a visitor or any list of the member feed', async () => {
    const secret = `Agents only ${uniqueName('n')}`;
    const id = await publish(agentNotice(secret));
    expect((await titlesFor(agent))[0]).toBe(secret);

    // The agent centre's call refuses who is not an agent, a trial player and a visitor.
    expectRefusal(await agentFeed(member), 'agent.only');
    const newcomer = await registerMember(t);
    expectRefusal(await agentFeed(newcomer.token), 'agent.only');
    expectRefusal(await agentFeed(await trialToken(t)), 'trial.not.allowed');
    const visitor = await t.call(getAgentAnnouncements, { query: {} });
    expect(visitor.body.success).toBe(false);
    expect(visitor.status).toBe(401);

    // Not in the member feed for anyone: banners, notices, popups, promotions, headlines.
    for (const token of [undefined, member, newcomer.token, agent]) {
      const texts = await memberFeedTexts(token);
      expect(texts).not.toContain(secret);
      expect(texts).not.toContain(`"id":${id},`);
    }
    // Nor when the member feed is asked for one type at a time, nor for AG by name.
    for (const type of ['B', 'PL', 'PU', 'PR', 'H']) {
      const result = await t.call(getListAnnouncements, { query: { contentTypes: type }, token: member });
      expect(JSON.stringify(result.body.value)).not.toContain(secret);
    }
    expectRefusal(
      await t.call(getListAnnouncements, { query: { contentTypes: 'AG' }, token: agent }),
      'validation.failed',
    );
  });

  it('follow their schedule, their state and their deletion', async () => {
    const now = t.clock.now().getTime();
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    const later = `Later ${uniqueName('n')}`;
    const over = `Over ${uniqueName('n')}`;
    const running = `Running ${uniqueName('n')}`;
    const ids = [
      await publish(agentNotice(later, { startsAt: at(1), endsAt: at(3) })),
      await publish(agentNotice(over, { startsAt: at(-3), endsAt: at(-1) })),
      await publish(agentNotice(running, { startsAt: at(-1), endsAt: at(1) })),
    ];
    const shown = await titlesFor(agent);
    expect(shown).toContain(running);
    expect(shown).not.toContain(later);
    expect(shown).not.toContain(over);
    for (const id of ids) await t.call(deleteAnnouncement, { token: admin, params: { id } });

    const hidden = `Hidden ${uniqueName('n')}`;
    const hiddenId = await publish(agentNotice(hidden));
    expect(await titlesFor(agent)).toContain(hidden);
    const edited = await t.call(updateAnnouncement, {
      token: admin,
      params: { id: hiddenId },
      body: agentNotice(hidden, { status: 'INACTIVE' }),
    });
    expect(edited.body.success).toBe(true);
    expect(await titlesFor(agent)).not.toContain(hidden);

    await t.call(updateAnnouncement, { token: admin, params: { id: hiddenId }, body: agentNotice(hidden) });
    expect(await titlesFor(agent)).toContain(hidden);
    await t.call(deleteAnnouncement, { token: admin, params: { id: hiddenId } });
    expect(await titlesFor(agent)).not.toContain(hidden);
  });

  it('come in pages with their total', async () => {
    const all = (await agentFeed(agent, { pageSize: '50' })).body.value!;
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const second = (await agentFeed(agent, { pageNo: '2', pageSize: '1' })).body.value!;
    expect(second).toMatchObject({ total: all.total, pageNo: 2, pageSize: 1 });
    expect(second.list.map((item) => item.id)).toEqual([all.list[1]!.id]);
    const beyond = (await agentFeed(agent, { pageNo: '100', pageSize: '10' })).body.value!;
    expect(beyond.list).toEqual([]);
  });

  it('are written like notices: title and text needed, HTML cleaned, no image or link', async () => {
    const { content: _content, ...untitled } = agentNotice('No text');
    expectRefusal(
      await t.call(createAnnouncement, { token: admin, body: untitled }),
      'announcement.field.required',
    );
    for (const extra of [
      { imageUrl: '/images/banners/w_home-1.svg' },
      { linkageType: 'ROUTE', url: '/promotions' },
      { linkageType: 'PROMOTION' },
      { execution: 'A' },
    ] as const) {
      expectRefusal(
        await t.call(createAnnouncement, { token: admin, body: agentNotice('Extras', extra) }),
        'announcement.field.not.allowed',
      );
    }
    const dirty = `Dirty ${uniqueName('n')}`;
    const id = await publish(
      agentNotice(dirty, { content: { EN: '<p onclick="x()">Hi<script>alert(1)</script></p>' } }),
    );
    const shown = (await agentFeed(agent, { pageSize: '50' })).body.value!.list.find(
      (item) => item.id === id,
    );
    expect(shown?.content).toBe('<p>Hi</p>');
  });

  it("never cross brands: another brand's agent and this brand's agent each read their own", async () => {
    const demo = await t.db
      .selectFrom('merchants')
      .selectAll()
      .where('code', '=', 'TESSERA')
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: _created, ...rest } = demo;
    const json = (value: unknown) => JSON.stringify(value);
    const code = `OTHER${uniqueName('b')}`.toUpperCase().slice(0, 20);
    const other = await t.db
      .insertInto('merchants')
      .values({
        ...rest,
        code,
        languages: json(rest.languages),
        flags: json(rest.flags),
        modules: json(rest.modules),
        register_settings: json(rest.register_settings),
        status_settings: json(rest.status_settings),
        resources: json(rest.resources),
        cdn: json(rest.cdn),
        wallet_settings: json(rest.wallet_settings),
        cashier_settings: json(rest.cashier_settings),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = `Other brand ${uniqueName('n')}`;
    await t.db
      .insertInto('announcements')
      .values({
        merchant_id: other.id,
        content_type: 'AG',
        title: json({ EN: theirs }),
        content: json({ EN: `<p>${theirs}</p>` }),
      })
      .execute();
    const ours = `Ours ${uniqueName('n')}`;
    await publish(agentNotice(ours));

    // An agent of the other brand, registered there (its own slider puzzle) and made an agent.
    const username = uniqueName('oa');
    const puzzle = (await t.call(getHumanCheck, { headers: { merchant: code } })).body.value!;
    const stored = await t.db
      .selectFrom('challenges')
      .select('data')
      .where('id', '=', puzzle.id)
      .executeTakeFirstOrThrow();
    const data = (typeof stored.data === 'string' ? JSON.parse(stored.data) : stored.data) as { x: number };
    const registered = await t.call(register, {
      headers: { merchant: code },
      body: {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ageConfirmed: true,
        humanCheck: { id: puzzle.id, x: Number(data.x) },
      },
    });
    expect(registered.body.success, JSON.stringify(registered.body)).toBe(true);
    await t.db
      .updateTable('members')
      .set({ type: 1 })
      .where('merchant_id', '=', other.id)
      .where('username_lower', '=', username)
      .execute();
    const foreignAgent = registered.body.value!.token;

    const theirPage = await agentFeed(foreignAgent, { pageSize: '50' }, { merchant: code });
    expect(theirPage.body.value!.list.map((item) => item.title)).toEqual([theirs]);
    // Their session means nothing on this brand.
    expect((await agentFeed(foreignAgent)).body.success).toBe(false);
    const ourTitles = await titlesFor(agent);
    expect(ourTitles).toContain(ours);
    expect(ourTitles).not.toContain(theirs);
  });
});
