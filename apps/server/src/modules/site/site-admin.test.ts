import {
  deleteDomainStaff,
  getLanguagesStaff,
  getSiteInfo,
  getSiteStatusStaff,
  listDomainsStaff,
  putDomainStaff,
  putLanguagesStaff,
  putResourcesStaff,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';

describe("the brand's site in the back office", () => {
  let t: TestApp;
  let admin: string;
  let content: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffTokenFor(t, 'admin');
    content = await staffTokenFor(t, 'content');
  });
  afterAll(() => t.close());

  it('reads the stored maintenance and region settings', async () => {
    const status = (await t.call(getSiteStatusStaff, { token: content })).body.value!;
    expect(status.maintenance).toHaveProperty('enabled');
    expect(status.regions).toHaveProperty('blockedCountries');
  });

  it('replaces the links members see, https or a path on the site only', async () => {
    const resources = [
      { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/brand' },
      { resourceType: 'CUSTOMER_SERVICE', labelNameEn: 'Help desk', url: 'https://help.example.com/chat' },
      { resourceType: 'APP_IOS', labelNameEn: 'iPhone', url: '/app/ios.mobileconfig' },
    ];
    const saved = await t.call(putResourcesStaff, { token: content, body: { resources } });
    expect(saved.body.value!.resources).toEqual(resources);
    expect((await t.call(getSiteInfo, {})).body.value!.resources).toEqual(resources);
    for (const url of [
      'javascript:alert(1)',
      'http://plain.example.com',
      'https://a b',
      '//evil.example/x',
      '/\\evil.example',
    ]) {
      expectRefusal(
        await t.call(putResourcesStaff, { token: content, body: { resources: [{ ...resources[0]!, url }] } }),
        'validation.failed',
      );
    }
    expect((await t.call(getSiteInfo, {})).body.value!.resources).toEqual(resources);
  });

  it('sets the languages and the default, which must be among them', async () => {
    const saved = await t.call(putLanguagesStaff, {
      token: admin,
      body: { languages: ['EN', 'BN', 'HI'], defaultLanguage: 'BN' },
    });
    expect(saved.body.value).toEqual({ languages: ['EN', 'BN', 'HI'], defaultLanguage: 'BN' });
    expect((await t.call(getSiteInfo, {})).body.value!.brand.languages).toEqual(['EN', 'BN', 'HI']);
    expectRefusal(
      await t.call(putLanguagesStaff, { token: admin, body: { languages: ['EN'], defaultLanguage: 'BN' } }),
      'validation.failed',
    );
    expectRefusal(
      await t.call(putLanguagesStaff, {
        token: admin,
        body: { languages: ['XX'], defaultLanguage: 'XX' } as never,
      }),
      'validation.failed',
    );
    expect((await t.call(getLanguagesStaff, { token: content })).body.value!.defaultLanguage).toBe('BN');
  });

  it('adds domains, moves the main one, and never removes the main one', async () => {
    const added = await t.call(putDomainStaff, {
      token: admin,
      params: { domain: 'Play.Example.COM' },
      body: { main: false },
    });
    expect(added.body.value!.list).toContainEqual({ domain: 'play.example.com', main: false });
    const moved = await t.call(putDomainStaff, {
      token: admin,
      params: { domain: 'play.example.com' },
      body: { main: true },
    });
    expect(moved.body.value!.list[0]).toEqual({ domain: 'play.example.com', main: true });
    expect(moved.body.value!.list.filter((d) => d.main)).toHaveLength(1);
    expectRefusal(
      await t.call(deleteDomainStaff, { token: admin, params: { domain: 'play.example.com' } }),
      'domain.main',
    );
    await t.call(putDomainStaff, { token: admin, params: { domain: 'localhost' }, body: { main: true } });
    const removed = await t.call(deleteDomainStaff, { token: admin, params: { domain: 'play.example.com' } });
    expect(removed.body.value!.list.map((d) => d.domain)).not.toContain('play.example.com');
    expectRefusal(
      await t.call(putDomainStaff, {
        token: admin,
        params: { domain: 'bad_domain!' },
        body: { main: false },
      }),
      'validation.failed',
    );
    expectRefusal(
      await t.call(deleteDomainStaff, { token: admin, params: { domain: 'nowhere.example.com' } }),
      'object.not.found',
    );
    expect((await t.call(listDomainsStaff, { token: content })).body.value!.list[0]).toEqual({
      domain: 'localhost',
      main: true,
    });
  });
});
