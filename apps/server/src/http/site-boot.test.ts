import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Block {
  merchant: string;
  answers: Record<string, { language: string | null; envelope: { success: boolean; value: unknown } }>;
}

/** The page's boot block, parsed, and the markup around it. */
function bootOf(html: string): { block: Block; raw: string } {
  const match = /<script type="application\/json" id="tessera-boot">([\s\S]*?)<\/script>/u.exec(html);
  expect(match, 'the page has a boot block').not.toBeNull();
  return { block: JSON.parse(match![1]!) as Block, raw: match![1]! };
}

const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2?language=BN&platform=W';

describe("the member site's page answers a visitor's first calls (decision 0057)", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tessera-boot-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><head><!--tessera-config--></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'catalogue-bn-Ab12_x.js'), 'export default {}');
    writeFileSync(join(dist, 'assets', 'catalogue-en-Cd34.js'), 'export default {}');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

  it('writes in the brand’s language, its string files, and the home page’s first answers as the routes give them', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="tessera-language" content="BN" />');
    // The build's string files, for /boot.js to preload the one the site starts in.
    expect(response.body).toContain(
      '<meta name="tessera-catalogues" content="bn=catalogue-bn-Ab12_x.js en=catalogue-en-Cd34.js" />',
    );
    expect(response.body).not.toContain('modulepreload');

    const { block, raw } = bootOf(response.body);
    expect(block.merchant).toBe('TESSERA');
    // No text in an answer can end the block early.
    expect(raw).not.toContain('<');
    expect(Object.keys(block.answers).sort()).toEqual(
      [
        '/wps/system/status',
        '/wps/system/permission',
        '/wps/relay/GCSGAME_gameVendor?merchantCode=TESSERA',
        HOT_GAMES,
        '/wps/relay/GCSGAME_getRankList?limitNum=20',
        '/wps/relay/GCSGAME_getJackpot',
        '/wps/relay/MCSFE_getListAnnouncements?platform=W',
      ].sort(),
    );
    // Each is the very envelope the route answers the same call with.
    for (const [url, answer] of Object.entries(block.answers)) {
      const direct = await t.app.inject({
        method: 'GET',
        url,
        headers: {
          host: 'localhost',
          merchant: 'TESSERA',
          ...(answer.language ? { language: answer.language } : {}),
        },
      });
      expect(answer.envelope, url).toEqual(direct.json());
      expect(answer.envelope.success, url).toBe(true);
    }
    expect(block.answers[HOT_GAMES]!.language).toBe('BN');
    expect(block.answers['/wps/system/status']!.language).toBeNull();

    // The first three hot games' pictures are fetched beside the script.
    const hot = block.answers[HOT_GAMES]!.envelope.value as { list: Array<{ iconUrl: string }> };
    expect(hot.list.length).toBeGreaterThan(3);
    const preloads = [
      ...response.body.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" \/>/gu),
    ];
    expect(preloads.map((link) => link[1])).toEqual(
      hot.list.slice(0, 3).map((game) => (game.iconUrl.startsWith('/') ? game.iconUrl : `/${game.iconUrl}`)),
    );
  });

  it('answers only the status, the rules and the lanes on other pages, with no pictures', async () => {
    const response = await page('/promotions?tab=all');
    const { block } = bootOf(response.body);
    expect(Object.keys(block.answers).sort()).toEqual(
      [
        '/wps/system/permission',
        '/wps/system/status',
        '/wps/relay/GCSGAME_gameVendor?merchantCode=TESSERA',
      ].sort(),
    );
    expect(response.body).not.toContain('as="image"');
  });

  it('preloads no pictures for a brand with several image CDNs (the site picks one at random)', async () => {
    const merchant = await t.db
      .selectFrom('merchants')
      .select('cdn')
      .where('code', '=', 'TESSERA')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('merchants')
      .set({ cdn: JSON.stringify({ image: ['https://img1.example', 'https://img2.example'], launch: [] }) })
      .where('code', '=', 'TESSERA')
      .execute();
    t.services.merchants.invalidate();
    try {
      const response = await page('/');
      expect(response.body).not.toContain('as="image"');
      expect(Object.keys(bootOf(response.body).block.answers)).toContain(HOT_GAMES);
    } finally {
      await t.db
        .updateTable('merchants')
        .set({ cdn: JSON.stringify(merchant.cdn) })
        .where('code', '=', 'TESSERA')
        .execute();
      t.services.merchants.invalidate();
    }
  });
});
