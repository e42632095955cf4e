import { getHelpCenter, HELP_KINDS } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoHelp } from './demo-help.js';

describe('the demo help centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is written once: help topics with articles and one page of every other kind, in both languages', async () => {
    await seedDemoHelp(t.db);
    await seedDemoHelp(t.db);
    const english = (await t.call(getHelpCenter, {})).body.value!.topics;
    expect(new Set(english.map((topic) => topic.kind))).toEqual(new Set(HELP_KINDS));
    const help = english.filter((topic) => topic.kind === 'HELP');
    expect(help.map((topic) => topic.title)).toEqual([
      'Account',
      'Deposits',
      'Withdrawals',
      'Games',
      'Security',
      'Responsible gaming',
    ]);
    for (const topic of english) expect(topic.articles.length).toBeGreaterThanOrEqual(2);
    const bengali = (await t.call(getHelpCenter, { headers: { language: 'BN' }, query: { kind: 'SPONSOR' } }))
      .body.value!.topics;
    expect(bengali.map((topic) => topic.title)).toEqual(['আমাদের স্পনসরশিপ']);
    // Each sponsorship has its artwork from the site's images.
    for (const article of bengali[0]!.articles) {
      expect(article.body).toMatch(/<img src="\/images\/sponsors\/[a-z-]+\.svg"/u);
    }
  });
});
