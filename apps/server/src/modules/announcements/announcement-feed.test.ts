import {
  type AnnouncementInput,
  createAnnouncement,
  getListAnnouncements,
  updateAnnouncement,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoAnnouncements } from '../../db/seed/demo-announcements.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t);
});
afterAll(() => t.close());

type Input = Partial<AnnouncementInput> & Pick<AnnouncementInput, 'contentType'>;

async function publish(input: Input): Promise<number> {
  const result = await t.call(createAnnouncement, { token: admin, body: input });
  expect(result.body.success, JSON.stringify(result.body)).toBe(true);
  return result.body.value!.id;
}

const notice = (title: string, extra: Partial<AnnouncementInput> = {}): Input => ({
  contentType: 'PL',
  title: { EN: title },
  content: { EN: `<p>${title}</p>` },
  ...extra,
});
const popup = (execution: 'A' | 'B' | 'F', title: string): Input => ({
  contentType: 'PU',
  execution,
  title: { EN: title },
  content: { EN: `<div>${title}</div>` },
});

async function feed(options: { token?: string; language?: string; query?: Record<string, string> } = {}) {
  const result = await t.call(getListAnnouncements, {
    query: options.query ?? {},
    ...(options.token ? { token: options.token } : {}),
    ...(options.language ? { headers: { language: options.language } } : {}),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.value!;
}

describe('the demo content', () => {
  it('has banners for every page key, 13 notices (two pages of 8), popups and promotions', async () => {
    const value = await feed({ language: 'BN' });
    const groups = value.banners.map((banner) => banner.groupName);
    expect(groups.filter((group) => group === 'w_home').length).toBeGreaterThanOrEqual(3);
    // Every page key of spec §2.1 has its demo banner.
    for (const group of [
      'w_promotions',
      'w_rng',
      'w_live',
      'w_fish',
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_elott',
      'w_lott',
      'w_download',
      'w_shop',
      'w_help',
      'w_reg',
      'w_login',
      'w_cockfight',
      'w_forget',
    ])
      expect(groups).toContain(group);
    expect(value.player.length).toBeGreaterThan(8);
    expect(value.promotion.length).toBeGreaterThanOrEqual(2);
    expect(value.headline.length).toBeGreaterThanOrEqual(1);
    // Logged out: only the audience-B popup, in Bengali.
    expect(value.popup.map((item) => item.execution)).toEqual(['B']);
    expect(value.popup[0]!.content).toMatch(/\p{Script=Bengali}/u);
    // Notices come newest first.
    const dates = value.player.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('is seeded once: a second start adds nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('announcements')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(24);
    await seedDemoAnnouncements(t.db);
    expect(await count()).toBe(before);
  });
});

describe('popup audiences', () => {
  let ids: { A: number; B: number; F: number };
  beforeAll(async () => {
    ids = {
      A: await publish(popup('A', 'For members')),
      B: await publish(popup('B', 'For visitors')),
      F: await publish(popup('F', 'For first logins')),
    };
  });

  it('logged out callers get B popups only, never A or F', async () => {
    const popups = (await feed()).popup;
    const mine = popups.filter((item) => Object.values(ids).includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([ids.B]);
    expect(popups.every((item) => item.execution === 'B')).toBe(true);
  });

  it('logged in callers get A and F (F flagged for the first login), never B', async () => {
    const { token } = await registerMember(t);
    const popups = (await feed({ token })).popup;
    expect(popups.some((item) => item.id === ids.B)).toBe(false);
    expect(popups.every((item) => item.execution !== 'B')).toBe(true);
    const members = popups.find((item) => item.id === ids.A)!;
    const first = popups.find((item) => item.id === ids.F)!;
    expect(members).toMatchObject({ execution: 'A', firstLoginOnly: false, title: 'For members' });
    expect(first).toMatchObject({ execution: 'F', firstLoginOnly: true });
    expect(first.content).toBe('<div>For first logins</div>');
  });

  it('a token that is no longer valid reads as logged out (the call works without login)', async () => {
    const popups = (await feed({ token: 'no-such-session-token' })).popup;
    expect(popups.map((item) => item.id)).toContain(ids.B);
    expect(popups.map((item) => item.id)).not.toContain(ids.A);
  });
});

describe('languages', () => {
  it('answers the request language, then the brand default (BN), then EN, then any written one', async () => {
    const both = await publish(notice('x', { title: { EN: 'Hello', BN: 'হ্যালো' } }));
    const enOnly = await publish(notice('English only'));
    const viOnly = await publish(notice('x', { title: { VI: 'Xin chào' }, content: { VI: '<p>VI</p>' } }));
    const titleIn = async (language: string, id: number) =>
      (await feed({ language })).player.find((item) => item.id === id)!.title;

    expect(await titleIn('EN', both)).toBe('Hello');
    expect(await titleIn('BN', both)).toBe('হ্যালো');
    // Vietnamese is not written: the brand default comes next.
    expect(await titleIn('VI', both)).toBe('হ্যালো');
    expect(await titleIn('BN', enOnly)).toBe('English only');
    expect(await titleIn('EN', viOnly)).toBe('Xin chào');
    expect(await titleIn('VI', viOnly)).toBe('Xin chào');
  });
});

describe('status, types and order', () => {
  it('hides inactive items, and shows them again when activated', async () => {
    const input = notice('Hidden notice', { status: 'INACTIVE' });
    const id = await publish(input);
    expect((await feed()).player.map((item) => item.id)).not.toContain(id);
    await t.call(updateAnnouncement, { token: admin, params: { id }, body: { ...input, status: 'ACTIVE' } });
    expect((await feed()).player.map((item) => item.id)).toContain(id);
  });

  it('answers only the content types asked for (the others come back empty)', async () => {
    const value = await feed({ query: { contentTypes: 'B,H', platform: 'W' } });
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.headline.length).toBeGreaterThan(0);
    expect(value.player).toEqual([]);
    expect(value.popup).toEqual([]);
    expect(value.promotion).toEqual([]);
  });

  it('orders by sort, then newest first', async () => {
    const late = await publish(notice('sort 5 older', { sort: 5 }));
    const later = await publish(notice('sort 5 newer', { sort: 5 }));
    const top = await publish(notice('sort 0', { sort: 0 }));
    const ids = (await feed()).player.map((item) => item.id);
    const position = (id: number) => ids.indexOf(id);
    expect(position(top)).toBeLessThan(position(later));
    expect(position(later)).toBeLessThan(position(late));
  });

  it('banners carry their group, link and image', async () => {
    const id = await publish({
      contentType: 'B',
      groupName: 'w_promotions',
      imageUrl: 'https://cdn.example.com/b.png',
      url: 'https://example.com/offer',
      linkageType: 'EXTERNAL',
      title: { EN: 'Offer' },
    });
    const banner = (await feed()).banners.find((item) => item.id === id);
    expect(banner).toEqual({
      id,
      groupName: 'w_promotions',
      url: 'https://example.com/offer',
      linkageType: 'EXTERNAL',
      imageUrl: 'https://cdn.example.com/b.png',
      title: 'Offer',
    });
  });
});

describe('the per-brand cache', () => {
  it('serves a brand from memory for two seconds; a staff change drops it at once', async () => {
    await feed();
    const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('announcements')
      .values({
        merchant_id: merchant.id,
        content_type: 'H',
        content: JSON.stringify({ EN: 'Written behind the cache' }),
        linkage_type: 'NONE',
        sort: 0,
        status: 'ACTIVE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const headlines = async () => (await feed()).headline.map((item) => item.id);
    expect(await headlines()).not.toContain(row.id);
    t.clock.advance(2_001);
    expect(await headlines()).toContain(row.id);

    const other = await t.db
      .insertInto('announcements')
      .values({
        merchant_id: merchant.id,
        content_type: 'H',
        content: JSON.stringify({ EN: 'Second one' }),
        linkage_type: 'NONE',
        sort: 0,
        status: 'ACTIVE',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await headlines()).not.toContain(other.id);
    await publish({ contentType: 'H', content: { EN: 'Published by staff' } });
    expect(await headlines()).toContain(other.id);
  });
});

// Last: it moves the clock by hours (sessions made before would time out).
describe('time windows', () => {
  it('shows an item only from its start until (not at) its end', async () => {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const hour = 3_600_000;
    const id = await publish(notice('Windowed', { startsAt: at(hour), endsAt: at(2 * hour) }));
    const promo = await publish({
      contentType: 'PR',
      title: { EN: 'Ended promotion' },
      imageUrl: '/images/p.png',
      promotionType: 'REBATE',
      startsAt: at(-2 * hour),
      endsAt: at(-hour),
    });
    const visible = async () => {
      const value = await feed();
      return [...value.player, ...value.promotion].map((item) => item.id);
    };
    expect(await visible()).not.toContain(id);
    expect(await visible()).not.toContain(promo);
    t.clock.advance(hour);
    expect(await visible()).toContain(id);
    const shown = (await feed()).player.find((item) => item.id === id)!;
    expect(shown.publishedAt).toBe(at(hour));
    t.clock.advance(hour - 1);
    expect(await visible()).toContain(id);
    t.clock.advance(1);
    expect(await visible()).not.toContain(id);
  });
});
