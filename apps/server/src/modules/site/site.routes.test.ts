import {
  ERROR_CODES,
  getCaptcha,
  getCountryCodes,
  getDomainRoute,
  getMemberInfo,
  getRegisterSettings,
  getRsaKey,
  getSiteInfo,
  getSystemStatus,
  getWhitelabel,
  login,
  putRegisterSettings,
  putSiteFlags,
  putSiteStatus,
  type SiteStatusSettings,
  sealPayload,
  setLanguage,
  ZSiteInfo,
  ZSystemStatus,
} from '@tessera/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solveHumanCheck, staffToken } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_FLAGS, DEMO_MEMBER, DEMO_REGISTER_SETTINGS, DEMO_STATUS } from '../../db/seed/demo-brand.js';
import { COUNTRY_CODES } from './country-codes.js';
import { SiteService } from './site.service.js';

const HOUR = 60 * 60_000;

describe('site routes', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t);
  });
  afterAll(() => t.close());

  const setStatus = async (status: SiteStatusSettings) => {
    const result = await t.call(putSiteStatus, { token: admin, body: status });
    expect(result.body.success).toBe(true);
  };
  const statusOf = async (ip?: string) => (await t.call(getSystemStatus, ip ? { ip } : {})).body.value!;
  const loginDemo = async () => {
    const result = await t.call(login, {
      body: { ...DEMO_MEMBER, humanCheck: await solveHumanCheck(t) },
    });
    expect(result.body.success).toBe(true);
    return result.body.value!.token;
  };

  describe('GET /wps/system/status', () => {
    afterEach(() => setStatus(DEMO_STATUS));

    it('answers 0 with the caller IP, and nothing more', async () => {
      const result = await t.call(getSystemStatus);
      expect(result.status).toBe(200);
      const value = ZSystemStatus.parse(result.body.value);
      expect(value).toEqual({ status: 0, ip: '127.0.0.1', country: null, maintenance: null });
    });

    it('serves the demo brand block on the permission call, in maintenance too', async () => {
      await setStatus({
        ...DEMO_STATUS,
        maintenance: { enabled: true, from: null, to: null, message: 'Back at six' },
      });
      const result = await t.call(getSiteInfo);
      expect(result.status).toBe(200);
      const info = ZSiteInfo.parse(result.body.value);
      expect(info.brand).toEqual({
        merchantCode: 'TESSERA',
        name: 'Tessera',
        platform: 'WEB',
        lotteryType: 'SEA',
        defaultLanguage: 'BN',
        languages: ['BN', 'EN'],
        currency: 'BDT',
        currencySymbol: '৳',
        currencyScale: 2,
        defaultPasswordChangeFlag: true,
      });
      expect(info.register).toEqual(DEMO_REGISTER_SETTINGS);
      expect(info.whitelabel.flags).toEqual(DEMO_FLAGS);
      expect(info.mainDomain).toBe('localhost');
      // No live-chat link until the live chat is built: customer service answers in the site.
      expect(info.resources.map((r) => r.resourceType)).not.toContain('CUSTOMER_SERVICE');
      expect(info.resources.map((r) => r.resourceType)).toContain('WHATSAPP');
    });

    it('answers 1 with the message while maintenance is switched on without a window', async () => {
      await setStatus({
        ...DEMO_STATUS,
        maintenance: { enabled: true, from: null, to: null, message: 'Back at six' },
      });
      const value = await statusOf();
      expect(value.status).toBe(1);
      expect(value.maintenance).toEqual({ from: null, to: null, message: 'Back at six' });
      const refused = await t.call(login, { body: { ...DEMO_MEMBER } });
      expect(refused.status).toBe(503);
      expect(refused.body.errorCode).toBe('system.maintenance');
    });

    it('stays 0 before a future window, is 1 inside it and 0 again once it has passed', async () => {
      const now = t.clock.now().getTime();
      const from = new Date(now + HOUR).toISOString();
      const to = new Date(now + 2 * HOUR).toISOString();
      await setStatus({ ...DEMO_STATUS, maintenance: { enabled: true, from, to, message: 'Upgrade' } });
      expect((await statusOf()).status).toBe(0);
      expect((await statusOf()).maintenance).toBeNull();
      t.clock.advance(90 * 60_000);
      expect(await statusOf()).toMatchObject({ status: 1, maintenance: { from, to, message: 'Upgrade' } });
      t.clock.advance(HOUR);
      expect(await statusOf()).toMatchObject({ status: 0, maintenance: null });
      // Two and a half hours idle ended the staff session; the next steps need a fresh one.
      admin = await staffToken(t);
    });

    it('answers 2 and echoes the IP for an address on the deny list, and only for it', async () => {
      await setStatus({
        ...DEMO_STATUS,
        regions: { blockedCountries: [], allowIps: [], denyIps: ['203.0.113.9'] },
      });
      expect(await statusOf('203.0.113.9')).toMatchObject({ status: 2, ip: '203.0.113.9' });
      expect(await statusOf('203.0.113.10')).toMatchObject({ status: 0, ip: '203.0.113.10' });
      // The same address in its IPv4-mapped IPv6 spelling (a dual-stack listener) is blocked too.
      expect(await statusOf('::ffff:203.0.113.9')).toMatchObject({ status: 2, ip: '::ffff:203.0.113.9' });
      const refused = await t.call(login, { body: { ...DEMO_MEMBER }, ip: '203.0.113.9' });
      expectRefusal(refused, 'region.blocked', 403);
    });

    it('matches IPv6 list entries whatever their letter case', async () => {
      await setStatus({
        ...DEMO_STATUS,
        regions: { blockedCountries: [], allowIps: [], denyIps: ['2001:DB8::1'] },
      });
      expect(await statusOf('2001:db8::1')).toMatchObject({ status: 2, ip: '2001:db8::1' });
      expect(await statusOf('2001:db8::2')).toMatchObject({ status: 0 });
    });

    it('lets an address on the allow list through a blocked country', async () => {
      const geo = { country: (ip: string) => (ip.startsWith('203.0.113.') ? 'BD' : null) };
      const site = new SiteService(t.clock, geo);
      await setStatus({
        ...DEMO_STATUS,
        regions: { blockedCountries: ['BD'], allowIps: ['203.0.113.9'], denyIps: [] },
      });
      const merchant = await t.services.merchants.resolve('TESSERA', undefined);
      expect(await site.status(merchant, '203.0.113.7')).toMatchObject({ status: 2, country: 'BD' });
      expect(await site.status(merchant, '203.0.113.9')).toMatchObject({ status: 0, country: 'BD' });
      expect(await site.status(merchant, '198.51.100.1')).toMatchObject({ status: 0, country: null });
    });
  });

  describe('site information', () => {
    it('serves the whitelabel flags, module switches and menu tree, and follows a switched-off game', async () => {
      const before = (await t.call(getWhitelabel)).body.value!;
      expect(before.flags).toEqual(DEMO_FLAGS);
      expect(before.modules).toEqual({});
      expect(before.menu.map((item) => item.code)).toEqual([
        'HOME',
        'GAMES',
        'PROMO',
        'POINTMALL',
        'SPONSOR',
        'DOWN',
        'HELP',
      ]);
      const games = before.menu.find((item) => item.code === 'GAMES')!;
      expect(games.children.map((c) => c.code)).toContain('LIVE');
      expect(before.menu.every((item) => item.enabled && item.children.every((c) => c.enabled))).toBe(true);

      await t.call(putSiteFlags, { token: admin, body: { modules: { LIVE: false } } });
      const after = (await t.call(getWhitelabel)).body.value!;
      const live = after.menu.find((item) => item.code === 'GAMES')!.children.find((c) => c.code === 'LIVE');
      expect(live).toEqual({ code: 'LIVE', enabled: false, children: [] });
      expect(after.modules).toEqual({ LIVE: false });
      await t.call(putSiteFlags, { token: admin, body: { modules: { LIVE: true } } });
    });

    it('serves the register settings and the domain routes', async () => {
      expect((await t.call(getRegisterSettings)).body.value).toEqual(DEMO_REGISTER_SETTINGS);
      expect((await t.call(getDomainRoute)).body.value).toEqual([
        { domain: '127.0.0.1', merchantCode: 'TESSERA', main: false },
        { domain: 'bd.tessera.localhost', merchantCode: 'TESSERA', main: false },
        { domain: 'localhost', merchantCode: 'TESSERA', main: true },
        { domain: 'play.tessera.localhost', merchantCode: 'TESSERA', main: false },
      ]);
    });

    it('lists every country code with the brand default (+880) first, following a change of default', async () => {
      const codes = (await t.call(getCountryCodes)).body.value!;
      expect(codes[0]).toEqual({ country: 'BD', name: 'Bangladesh', dialingCode: '+880' });
      expect(codes).toHaveLength(COUNTRY_CODES.length);
      expect(new Set(codes.map((c) => c.country))).toEqual(new Set(COUNTRY_CODES.map((c) => c.country)));

      const body = { ...DEMO_REGISTER_SETTINGS, defaultCountryDialingCode: '+91' };
      expect((await t.call(putRegisterSettings, { token: admin, body })).body.success).toBe(true);
      expect((await t.call(getCountryCodes)).body.value![0]!.country).toBe('IN');
      await t.call(putRegisterSettings, { token: admin, body: DEMO_REGISTER_SETTINGS });
    });

    it('hands out an RSA key that seals a request the server opens', async () => {
      const key = (await t.call(getRsaKey)).body.value!;
      expect(key.keyId.length).toBeGreaterThan(0);
      const sealed = await sealPayload(
        key,
        { ...DEMO_MEMBER, humanCheck: await solveHumanCheck(t) },
        { ts: t.clock.now().getTime() },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: login.path,
        headers: { merchant: 'TESSERA', encryption: sealed.header },
        payload: sealed.body,
      });
      expect(response.json()).toMatchObject({ success: true, value: { member: { account: 'demo01' } } });
    });
  });

  describe('PUT /wps/member/language', () => {
    const storedLanguage = async () =>
      (
        await t.db
          .selectFrom('members')
          .select('language')
          .where('username_lower', '=', 'demo01')
          .executeTakeFirstOrThrow()
      ).language;

    it('answers a logged-out visitor without storing anything', async () => {
      const result = await t.call(setLanguage, { body: { language: 'EN' } });
      expect(result.body).toEqual({
        success: true,
        value: { language: 'EN' },
        message: null,
        errorCode: null,
      });
      expect(await storedLanguage()).toBe('BN');
    });

    it("stores the language on a logged-in member and refuses one that isn't on the list", async () => {
      const token = await loginDemo();
      expect((await t.call(setLanguage, { token, body: { language: 'TH' } })).body.success).toBe(true);
      expect(await storedLanguage()).toBe('TH');
      expect((await t.call(getMemberInfo, { token })).body.value!.language).toBe('TH');
      expectRefusal(await t.call(setLanguage, { token, body: { language: 'XX' } }), 'validation.failed', 400);
      expect(await storedLanguage()).toBe('TH');
    });
  });

  describe('request headers', () => {
    it('translates the error message by the Language header, keeping the code', async () => {
      const inEnglish = expectRefusal(await t.call(getMemberInfo), 'login.not.session', 401);
      const inBangla = expectRefusal(
        await t.call(getMemberInfo, { headers: { language: 'BN' } }),
        'login.not.session',
        401,
      );
      expect(inEnglish.message).toBe(ERROR_CODES['login.not.session'].EN);
      expect(inBangla.message).toBe(ERROR_CODES['login.not.session'].BN);
      expect(inBangla.message).not.toBe(inEnglish.message);
      const lower = await t.call(getMemberInfo, { headers: { language: 'bn' } });
      expect(lower.body.message).toBe(ERROR_CODES['login.not.session'].BN);
      // Not a language at all: the brand default (BN); a language without a catalogue: English.
      expect((await t.call(getMemberInfo, { headers: { language: 'xx' } })).body.message).toBe(
        ERROR_CODES['login.not.session'].BN,
      );
      expect((await t.call(getMemberInfo, { headers: { language: 'TH' } })).body.message).toBe(
        ERROR_CODES['login.not.session'].EN,
      );
    });

    it('refuses an unknown Merchant with function.not.available', async () => {
      const result = await t.call(getSystemStatus, { headers: { merchant: 'NOPE' } });
      expectRefusal(result, 'function.not.available', 400);
    });

    it('answers function.not.available while a module is switched off, and serves it again once back on', async () => {
      expect(
        (await t.call(putSiteFlags, { token: admin, body: { modules: { session: false } } })).body.success,
      ).toBe(true);
      expectRefusal(await t.call(getCaptcha), 'function.not.available', 400);
      expect((await t.call(getSystemStatus)).body.success).toBe(true);

      await t.call(putSiteFlags, { token: admin, body: { modules: { session: true } } });
      const captcha = await t.call(getCaptcha);
      expect(captcha.body.success).toBe(true);
      expect(Buffer.from(captcha.body.value!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    });

    it('answers an unknown API route with the JSON envelope and 404, in the asked language', async () => {
      for (const [method, url] of [
        ['GET', '/wps/no/such/thing'],
        ['POST', '/wps/session/nope'],
        ['GET', '/bo/api/nothing'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { merchant: 'TESSERA', language: 'BN' },
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          success: false,
          value: null,
          errorCode: 'route.not.found',
          message: ERROR_CODES['route.not.found'].BN,
        });
      }
    });
  });
});
