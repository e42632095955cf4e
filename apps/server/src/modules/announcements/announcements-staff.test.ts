import {
  ANNOUNCEMENT_LIMITS,
  type AnnouncementInput,
  createAnnouncement,
  deleteAnnouncement,
  getListAnnouncements,
  listAnnouncementsStaff,
  updateAnnouncement,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
});
afterAll(() => t.close());

const NOTICE = {
  contentType: 'PL',
  title: { EN: 'Maintenance', BN: 'রক্ষণাবেক্ষণ' },
  content: { EN: '<p>Sunday 02:00</p>', BN: '<p>রবিবার ০২:০০</p>' },
} as const satisfies Partial<AnnouncementInput>;

const create = (body: Record<string, unknown>, token = admin, language = 'EN') =>
  t.call(createAnnouncement, { token, body, headers: { language } });

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'details'])
    .where('target', '=', `announcement:${id}`)
    .orderBy('id')
    .execute();

describe('staff CRUD', () => {
  it('creates, lists by type, replaces, deactivates and deletes; every change audited', async () => {
    const created = await create({ ...NOTICE, sort: 3 });
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const item = created.body.value!;
    expect(item).toMatchObject({
      contentType: 'PL',
      platform: 'W',
      title: NOTICE.title,
      content: NOTICE.content,
      linkageType: 'NONE',
      execution: null,
      sort: 3,
      status: 'ACTIVE',
      groupName: null,
    });
    expect(item.createdBy).toBe(item.updatedBy);

    const listed = await t.call(listAnnouncementsStaff, {
      token: admin,
      query: { contentType: 'PL', pageNo: '1', pageSize: '5' },
    });
    expect(listed.body.value!.list[0]!.id).toBe(item.id);
    expect(listed.body.value!.list.every((entry) => entry.contentType === 'PL')).toBe(true);
    expect(listed.body.value!.list.length).toBe(5);
    expect(listed.body.value!.total).toBeGreaterThan(5);
    const page2 = await t.call(listAnnouncementsStaff, {
      token: admin,
      query: { contentType: 'PL', pageNo: '2', pageSize: '5' },
    });
    const firstIds = listed.body.value!.list.map((entry) => entry.id);
    expect(page2.body.value!.list.some((entry) => firstIds.includes(entry.id))).toBe(false);

    const replaced = await t.call(updateAnnouncement, {
      token: admin,
      params: { id: item.id },
      body: { ...NOTICE, title: { EN: 'Maintenance moved' }, status: 'INACTIVE' },
    });
    expect(replaced.body.value).toMatchObject({ title: { EN: 'Maintenance moved' }, status: 'INACTIVE' });
    const inactive = await t.call(listAnnouncementsStaff, { token: admin, query: { status: 'INACTIVE' } });
    expect(inactive.body.value!.list.map((entry) => entry.id)).toContain(item.id);
    const feed = await t.call(getListAnnouncements, { query: { contentTypes: 'PL' } });
    expect(feed.body.value!.player.map((entry) => entry.id)).not.toContain(item.id);

    const removed = await t.call(deleteAnnouncement, { token: admin, params: { id: item.id } });
    expect(removed.body.value).toEqual({ id: item.id });
    expectRefusal(
      await t.call(deleteAnnouncement, { token: admin, params: { id: item.id } }),
      'announcement.not.found',
      404,
    );

    const audit = await auditOf(item.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'announcement.create',
      'announcement.update',
      'announcement.delete',
    ]);
    const update = audit[1]!.details as { before: { title: unknown }; after: { status: string } };
    expect(update.before.title).toEqual(NOTICE.title);
    expect(update.after.status).toBe('INACTIVE');
  });

  it('stores staff HTML cleaned (DOMPurify): scripts, handlers and javascript: links are gone when saved', async () => {
    const html =
      '<p onclick="x()">Hi <script>alert(1)</script><img src="/a.png"></p>' +
      '<a href="javascript:alert(1)">x</a><noscript><p title="</noscript><img src=x onerror=alert(1)>">';
    const clean = '<p>Hi <img src="/a.png" loading="lazy"></p><a>x</a>';
    const created = await create({ contentType: 'PU', execution: 'A', content: { EN: html } });
    expect(created.body.value!.content.EN).toBe(clean);
    const { token } = await registerMember(t);
    const feed = await t.call(getListAnnouncements, { token, query: { contentTypes: 'PU' } });
    expect(feed.body.value!.popup.find((entry) => entry.id === created.body.value!.id)!.content).toBe(clean);

    // A popup of nothing but a script has no content once cleaned.
    expectRefusal(
      await create({ contentType: 'PU', execution: 'A', content: { EN: '<script>alert(1)</script>' } }),
      'announcement.field.required',
    );
    // A headline is plain text, shown escaped: it is kept as written.
    const headline = await create({ contentType: 'H', content: { EN: 'Pay-outs < 5 min & more' } });
    expect(headline.body.value!.content.EN).toBe('Pay-outs < 5 min & more');
  });
});

describe('roles', () => {
  it('content staff may publish and edit; finance, support and members are refused; no token is refused', async () => {
    const content = await staffTokenFor(t, 'content');
    const created = await create(NOTICE, content);
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const id = created.body.value!.id;
    const edited = await t.call(updateAnnouncement, { token: content, params: { id }, body: NOTICE });
    expect(edited.body.success).toBe(true);

    const finance = await staffTokenFor(t, 'finance');
    expectRefusal(await create(NOTICE, finance), 'staff.forbidden', 403);
    expectRefusal(await create(NOTICE, await staffTokenFor(t, 'support')), 'staff.forbidden', 403);
    expectRefusal(
      await t.call(listAnnouncementsStaff, { token: finance, query: {} }),
      'staff.forbidden',
      403,
    );
    expectRefusal(
      await t.call(deleteAnnouncement, { token: finance, params: { id } }),
      'staff.forbidden',
      403,
    );

    const { token: member } = await registerMember(t);
    expectRefusal(await create(NOTICE, member), 'user.or.token.invalid', 401);
    expectRefusal(await t.call(createAnnouncement, { body: NOTICE }), 'login.not.session', 401);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'announcement.create',
      'announcement.update',
    ]);
  });
});

describe('rules of each type', () => {
  const cases: Array<[string, Record<string, unknown>, string, Record<string, string>?]> = [
    ['a banner without a group', { contentType: 'B', imageUrl: '/b.png' }, 'announcement.field.required'],
    ['a banner without an image', { contentType: 'B', groupName: 'w_home' }, 'announcement.field.required'],
    [
      'a notice without text',
      { contentType: 'PL', title: { EN: 'T' }, content: { EN: '  ' } },
      'announcement.field.required',
    ],
    [
      'a popup without an audience',
      { contentType: 'PU', content: { EN: '<p>x</p>' } },
      'announcement.field.required',
    ],
    [
      'a promotion without an image',
      { contentType: 'PR', title: { EN: 'T' } },
      'announcement.field.required',
    ],
    ['a headline without text', { contentType: 'H' }, 'announcement.field.required'],
    ['a notice with an audience', { ...NOTICE, execution: 'A' }, 'announcement.field.not.allowed'],
    ['a notice with a group', { ...NOTICE, groupName: 'w_home' }, 'announcement.field.not.allowed'],
    [
      'a headline with a promotion type',
      { contentType: 'H', content: { EN: 'x' }, promotionType: 'REBATE' },
      'announcement.field.not.allowed',
    ],
    [
      'a route that is an address',
      { ...NOTICE, linkageType: 'ROUTE', url: 'https://x.example' },
      'announcement.link.invalid',
    ],
    [
      'a route to another host',
      { ...NOTICE, linkageType: 'ROUTE', url: '//evil.example/x' },
      'announcement.link.invalid',
    ],
    [
      'an external link that is a path',
      { ...NOTICE, linkageType: 'EXTERNAL', url: '/promotions' },
      'announcement.link.invalid',
    ],
    ['a link without a linkage type', { ...NOTICE, url: '/promotions' }, 'announcement.link.invalid'],
    [
      'an end before the start',
      { ...NOTICE, startsAt: '2026-03-02T00:00:00Z', endsAt: '2026-03-01T00:00:00Z' },
      'announcement.window.invalid',
    ],
    [
      'an end equal to the start',
      { ...NOTICE, startsAt: '2026-03-01T00:00:00+06:00', endsAt: '2026-02-28T18:00:00Z' },
      'announcement.window.invalid',
    ],
  ];
  for (const [what, body, code] of cases) {
    it(`refuses ${what} (${code})`, async () => {
      expectRefusal(await create(body), code, 400);
    });
  }

  it('names the missing field in the request language', async () => {
    const bn = expectRefusal(
      await create({ contentType: 'B', imageUrl: '/b.png' }, admin, 'BN'),
      'announcement.field.required',
    );
    expect(bn.message).toContain('groupName');
    expect(bn.message).toMatch(/\p{Script=Bengali}/u);
  });

  it('accepts each type with what it needs', async () => {
    for (const body of [
      { contentType: 'B', groupName: 'w_login', imageUrl: '/images/banners/w_login-2.svg' },
      NOTICE,
      {
        contentType: 'PU',
        execution: 'F',
        content: { BN: '<p>স্বাগতম</p>' },
        promotionType: 'FIRST_DEPOSIT',
        linkageType: 'PROMOTION',
      },
      {
        contentType: 'PR',
        title: { EN: 'Cash back' },
        imageUrl: 'https://cdn.example.com/p.jpg',
        linkageType: 'PROMOTION',
        url: '/promotions',
      },
      { contentType: 'H', content: { EN: 'Scrolling text' }, linkageType: 'ROUTE', url: '/help' },
    ]) {
      const result = await create(body);
      expect(result.body.success, `${JSON.stringify(body)}: ${JSON.stringify(result.body)}`).toBe(true);
    }
  });
});

describe('bad input', () => {
  it('refuses unknown types, languages and platforms, and unsafe links, with validation.failed', async () => {
    for (const body of [
      { ...NOTICE, contentType: 'X' },
      { ...NOTICE, title: { XX: 'T' } },
      { ...NOTICE, platform: 'APP' },
      { ...NOTICE, status: 'DELETED' },
      { ...NOTICE, linkageType: 'EXTERNAL', url: 'javascript:alert(1)' },
      { contentType: 'B', groupName: 'w_home', imageUrl: 'data:image/png;base64,AAAA' },
      { contentType: 'B', groupName: 'home', imageUrl: '/b.png' },
      { ...NOTICE, startsAt: 'tomorrow' },
      { ...NOTICE, sort: 1.5 },
    ]) {
      expectRefusal(await create(body), 'validation.failed', 400);
    }
    expectRefusal(
      await t.call(getListAnnouncements, { query: { contentTypes: 'B,XX' } }),
      'validation.failed',
      400,
    );
    expectRefusal(
      await t.call(listAnnouncementsStaff, { token: admin, query: { contentType: 'XX' } }),
      'validation.failed',
      400,
    );
  });

  it('caps the size of titles and contents per language', async () => {
    const max = 'x'.repeat(ANNOUNCEMENT_LIMITS.content);
    expect((await create({ ...NOTICE, content: { EN: max } })).body.success).toBe(true);
    expectRefusal(await create({ ...NOTICE, content: { EN: `${max}x` } }), 'validation.failed', 400);
    const title = 'x'.repeat(ANNOUNCEMENT_LIMITS.title + 1);
    expectRefusal(await create({ ...NOTICE, title: { BN: title } }), 'validation.failed', 400);
  });

  it('refuses ids that are not ids, and ids of no announcement of this brand', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expectRefusal(
        await t.call(updateAnnouncement, { token: admin, params: { id }, body: NOTICE }),
        'validation.failed',
        400,
      );
      expectRefusal(
        await t.call(deleteAnnouncement, { token: admin, params: { id } }),
        'validation.failed',
        400,
      );
    }
    expectRefusal(
      await t.call(updateAnnouncement, { token: admin, params: { id: 2_000_000_000 }, body: NOTICE }),
      'announcement.not.found',
      404,
    );

    // Another brand's announcement is invisible to this brand's staff.
    const demo = await t.db.selectFrom('merchants').selectAll().executeTakeFirstOrThrow();
    const { id: _id, created_at: _created, ...copy } = demo;
    const other = await t.db
      .insertInto('merchants')
      .values({
        ...copy,
        code: 'OTHERBRAND',
        languages: JSON.stringify(copy.languages),
        flags: JSON.stringify(copy.flags),
        modules: JSON.stringify(copy.modules),
        register_settings: JSON.stringify(copy.register_settings),
        status_settings: JSON.stringify(copy.status_settings),
        resources: JSON.stringify(copy.resources),
        cdn: JSON.stringify(copy.cdn),
        wallet_settings: JSON.stringify(copy.wallet_settings),
        cashier_settings: JSON.stringify(copy.cashier_settings),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await t.db
      .insertInto('announcements')
      .values({
        merchant_id: other.id,
        content_type: 'H',
        content: JSON.stringify({ EN: 'Other brand' }),
        linkage_type: 'NONE',
        sort: 0,
        status: 'ACTIVE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectRefusal(
      await t.call(updateAnnouncement, { token: admin, params: { id: foreign.id }, body: NOTICE }),
      'announcement.not.found',
      404,
    );
    expectRefusal(
      await t.call(deleteAnnouncement, { token: admin, params: { id: foreign.id } }),
      'announcement.not.found',
      404,
    );
    const feed = await t.call(getListAnnouncements, { query: { contentTypes: 'H' } });
    expect(feed.body.value!.headline.map((entry) => entry.id)).not.toContain(foreign.id);
  });
});
