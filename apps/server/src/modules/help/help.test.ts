import {
  createHelpArticle,
  createHelpTopic,
  deleteHelpArticle,
  deleteHelpTopic,
  getHelpCenter,
  type HelpArticleInput,
  type HelpTopicInput,
  listHelpStaff,
  orderHelp,
  updateHelpArticle,
  updateHelpTopic,
  uploadHelpImage,
} from '@tessera/contracts';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe('help centre and written pages', () => {
  let t: TestApp;
  let content: string;
  let admin: string;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp();
    content = await staffTokenFor(t, 'content');
    admin = await staffTokenFor(t, 'admin');
    support = await staffTokenFor(t, 'support');
  });
  afterAll(() => t?.close());

  const ok = <T>(answer: { body: { success: boolean; value?: T | null } }): T => {
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.value as T;
  };
  const topic = async (input: HelpTopicInput, token = content) =>
    ok(await t.call(createHelpTopic, { token, body: input }));
  const article = async (input: HelpArticleInput, token = content) =>
    ok(await t.call(createHelpArticle, { token, body: input }));
  const read = async (language: string, query: Record<string, string> = {}) =>
    ok(await t.call(getHelpCenter, { headers: { language }, query })).topics;

  it('visitors read published topics and articles in order, in their language, else the brand’s default, else English', async () => {
    const deposits = await topic({ kind: 'HELP', title: { EN: 'Deposits', BN: 'জমা' }, published: true });
    const games = await topic({ kind: 'HELP', title: { EN: 'Games' }, published: true });
    const first = await article({
      topicId: deposits.id,
      title: { EN: 'How do I deposit?', BN: 'কীভাবে জমা দেব?' },
      body: { EN: '<p>Open <b>Deposit</b>.</p>', BN: '<p><b>জমা</b> খুলুন।</p>' },
      published: true,
    });
    const second = await article({
      topicId: deposits.id,
      title: { EN: 'How long does it take?' },
      body: { EN: '<p>Minutes.</p>' },
      published: true,
    });
    expect(second.sort).toBe(first.sort + 1);

    const english = await read('EN');
    expect(english.map((t) => [t.id, t.title])).toEqual([
      [deposits.id, 'Deposits'],
      [games.id, 'Games'],
    ]);
    expect(english[0]!.articles).toEqual([
      { id: first.id, title: 'How do I deposit?', body: '<p>Open <b>Deposit</b>.</p>' },
      { id: second.id, title: 'How long does it take?', body: '<p>Minutes.</p>' },
    ]);
    const bengali = await read('BN');
    expect(bengali[0]).toMatchObject({ title: 'জমা', kind: 'HELP' });
    expect(bengali[0]!.articles[0]).toMatchObject({ title: 'কীভাবে জমা দেব?', body: '<p><b>জমা</b> খুলুন।</p>' });
    // Written only in English: Bengali readers get English.
    expect(bengali[1]!.title).toBe('Games');
    expect(bengali[0]!.articles[1]!.title).toBe('How long does it take?');
    // A language not written: the brand's default (Bengali for the test brand), then English.
    const thai = await read('TH');
    expect(thai[0]!.title).toBe('জমা');
    expect(thai[1]!.title).toBe('Games');

    // Reordered: the visitor's order follows.
    const staffTopics = ok(await t.call(listHelpStaff, { token: content })).topics;
    const ids = staffTopics.map((t) => t.id);
    ok(await t.call(orderHelp, { token: content, body: { ids: [...ids].reverse() } }));
    expect((await read('EN')).map((t) => t.title)).toEqual(['Games', 'Deposits']);
    ok(
      await t.call(orderHelp, { token: content, body: { topicId: deposits.id, ids: [second.id, first.id] } }),
    );
    expect((await read('EN'))[1]!.articles.map((a) => a.id)).toEqual([second.id, first.id]);
    // An order that leaves one out, or names another topic's article, is refused.
    expectRefusal(
      await t.call(orderHelp, { token: content, body: { topicId: deposits.id, ids: [second.id] } }),
      'help.order.mismatch',
      400,
    );
    expectRefusal(
      await t.call(orderHelp, { token: content, body: { ids: [...ids].reverse().slice(1) } }),
      'help.order.mismatch',
      400,
    );
  });

  it('cleans a script and an onerror handler out of an article when saved', async () => {
    const security = await topic({ kind: 'HELP', title: { EN: 'Security' }, published: true });
    const saved = await article({
      topicId: security.id,
      title: { EN: 'Keep your account safe' },
      body: {
        EN: '<p>Use a strong password.<script>alert(1)</script></p><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
        BN: '<p onclick="steal()">নিরাপদ থাকুন</p>',
      },
      published: true,
    });
    expect(saved.body.EN).not.toMatch(/script|onerror|alert|javascript/iu);
    expect(saved.body.EN).toContain('<p>Use a strong password.</p>');
    expect(saved.body.EN).toContain('<img src="/x.png" loading="lazy">');
    expect(saved.body.BN).toBe('<p>নিরাপদ থাকুন</p>');
    // Stored clean: what visitors get is the cleaned HTML.
    const shown = (await read('EN')).find((t) => t.id === security.id)!.articles[0]!;
    expect(shown.body).toBe(saved.body.EN);
    // Edited with a script again: cleaned again.
    const edited = ok(
      await t.call(updateHelpArticle, {
        token: content,
        params: { id: saved.id },
        body: {
          topicId: security.id,
          title: { EN: 'Keep it safe' },
          body: { EN: '<b onmouseover="x()">Bold</b><script>y()</script>' },
          published: true,
        },
      }),
    );
    expect(edited.body).toEqual({ EN: '<b>Bold</b>' });
  });

  it('hides unpublished topics and articles from visitors, not from staff', async () => {
    const hidden = await topic({ kind: 'HELP', title: { EN: 'Draft topic' }, published: false });
    await article({
      topicId: hidden.id,
      title: { EN: 'Draft in draft' },
      body: { EN: '<p>a</p>' },
      published: true,
    });
    const shown = await topic({ kind: 'HELP', title: { EN: 'Withdrawals' }, published: true });
    const draft = await article({
      topicId: shown.id,
      title: { EN: 'Not yet' },
      body: { EN: '<p>soon</p>' },
      published: false,
    });
    const live = await article({
      topicId: shown.id,
      title: { EN: 'Live' },
      body: { EN: '<p>ok</p>' },
      published: true,
    });
    const visitor = await read('EN');
    expect(visitor.some((t) => t.id === hidden.id)).toBe(false);
    expect(visitor.find((t) => t.id === shown.id)!.articles.map((a) => a.id)).toEqual([live.id]);
    const staff = ok(await t.call(listHelpStaff, { token: content })).topics;
    expect(staff.find((t) => t.id === hidden.id)).toMatchObject({ published: false });
    expect(staff.find((t) => t.id === shown.id)!.articles.map((a) => a.id)).toEqual([draft.id, live.id]);
    // Published later, it appears.
    ok(
      await t.call(updateHelpTopic, {
        token: content,
        params: { id: hidden.id },
        body: { kind: 'HELP', title: { EN: 'Now live' }, published: true },
      }),
    );
    expect((await read('EN')).find((t) => t.id === hidden.id)?.title).toBe('Now live');
  });

  it('keeps one page of each written kind, asked for by kind; deleting a topic takes its articles', async () => {
    const terms = await topic({
      kind: 'TERMS',
      title: { EN: 'Terms and conditions', BN: 'শর্তাবলী' },
      published: true,
    });
    await article({
      topicId: terms.id,
      title: { EN: '1. Accounts' },
      body: { EN: '<p>One per person.</p>' },
      published: true,
    });
    expectRefusal(
      await t.call(createHelpTopic, {
        token: content,
        body: { kind: 'TERMS', title: { EN: 'Again' }, published: true },
      }),
      'help.kind.taken',
      409,
    );
    const onlyTerms = await read('EN', { kind: 'TERMS' });
    expect(onlyTerms.map((t) => [t.kind, t.title])).toEqual([['TERMS', 'Terms and conditions']]);
    expect((await read('EN', { kind: 'SPONSOR' })).length).toBe(0);

    ok(await t.call(deleteHelpTopic, { token: content, params: { id: terms.id } }));
    expect(await read('EN', { kind: 'TERMS' })).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'like', 'help.topic.%')
      .where('target', '=', String(terms.id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['help.topic.create', 'help.topic.delete']);
    // Gone: editing it or an article of it is refused.
    expectRefusal(
      await t.call(updateHelpTopic, {
        token: content,
        params: { id: terms.id },
        body: { kind: 'TERMS', title: { EN: 'x' }, published: true },
      }),
      'help.not.found',
      404,
    );
  });

  it('refuses a topic without a title, an article of an unknown topic and an unknown article, in the reader’s language', async () => {
    const empty = await t.call(createHelpTopic, {
      token: content,
      headers: { language: 'BN' },
      body: { kind: 'HELP', title: { EN: '  ', BN: '' }, published: true },
    });
    expect(expectRefusal(empty, 'help.title.required', 400).message).toBe('অন্তত একটি ভাষায় একটি শিরোনাম লিখুন।');
    expectRefusal(
      await t.call(createHelpArticle, {
        token: content,
        body: { topicId: 999_999, title: { EN: 'x' }, body: {}, published: true },
      }),
      'help.not.found',
      404,
    );
    expectRefusal(
      await t.call(deleteHelpArticle, { token: content, params: { id: 999_999 } }),
      'help.not.found',
      404,
    );
  });

  it('lets content staff and admins edit, and refuses support', async () => {
    const byAdmin = await topic({ kind: 'HELP', title: { EN: 'By an admin' }, published: false }, admin);
    expect(byAdmin.kind).toBe('HELP');
    expectRefusal(await t.call(listHelpStaff, { token: support }), 'staff.forbidden', 403);
    expectRefusal(
      await t.call(createHelpTopic, {
        token: support,
        body: { kind: 'HELP', title: { EN: 'x' }, published: true },
      }),
      'staff.forbidden',
      403,
    );
    expectRefusal(await t.call(listHelpStaff, {}), 'login.not.session', 401);
    // Visitors need no session.
    expect((await t.call(getHelpCenter, {})).body.success).toBe(true);
  });

  it('takes a picture by its bytes and serves it from the site, cached for good; refuses a pretend one', async () => {
    const png = new PNG({ width: 3, height: 2 });
    png.data.fill(200);
    const bytes = PNG.sync.write(png);
    const uploaded = ok(
      await t.call(uploadHelpImage, {
        token: content,
        body: { image: `data:image/png;base64,${bytes.toString('base64')}` },
      }),
    );
    expect(uploaded.url).toMatch(/^\/content\/images\/[A-Za-z0-9_-]{22}$/u);
    const served = await t.app.inject({ method: 'GET', url: uploaded.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
    // An article may show it: the rich-text policy keeps a site path in `src`.
    const topicId = (await topic({ kind: 'HELP', title: { EN: 'Pictures' }, published: true })).id;
    const withPicture = await article({
      topicId,
      title: { EN: 'Where is the deposit button?' },
      body: { EN: `<p>Here:</p><img src="${uploaded.url}" alt="The deposit button">` },
      published: true,
    });
    expect(withPicture.body.EN).toContain(`src="${uploaded.url}"`);

    // Text labelled as a PNG, a picture over 2 MB: refused, nothing stored.
    const before = await t.db
      .selectFrom('help_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const text = Buffer.from('only words, not a picture').toString('base64');
    expectRefusal(
      await t.call(uploadHelpImage, { token: content, body: { image: `data:image/png;base64,${text}` } }),
      'help.image.invalid',
      400,
    );
    const big = Buffer.concat([bytes, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    expectRefusal(
      await t.call(uploadHelpImage, { token: content, body: { image: `data:image/png;base64,${big}` } }),
      'help.image.invalid',
      400,
    );
    const after = await t.db
      .selectFrom('help_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expectRefusal(
      await t.call(uploadHelpImage, {
        token: support,
        body: { image: `data:image/png;base64,${bytes.toString('base64')}` },
      }),
      'staff.forbidden',
      403,
    );
    // An id that is not there, or not an id at all: not found, as a plain 404; a way out, refused.
    for (const url of ['/content/images/AAAAAAAAAAAAAAAAAAAAAA', '/content/images/not*an*id']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/content/images/..%2F..%2Fetc' })).statusCode).toBe(
      400,
    );
  });
});
