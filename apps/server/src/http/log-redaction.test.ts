import { getDevInbox, sendRegisterSms } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveHumanCheck } from '../../test/helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { redactUrl } from './log-redaction.js';

describe('the server log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('never holds a token, password, code or signature from a real request', async () => {
    const secrets = [
      'pagetoken0001',
      'wstoken00002',
      'invitecode03',
      'resetcode004',
      'signature005',
      'session0006',
    ];
    const [pageToken, wsToken, code, resetCode, signature, session] = secrets;
    const headers = { merchant: 'TESSERA', language: 'EN', authorization: session! };
    for (const url of [
      `/?token=${pageToken}`,
      `/ws?token=${wsToken}&merchant=TESSERA`,
      `/wps/agent/affiliate?code=${code}&domain=localhost`,
      `/reset-password?Verification%43ode=${resetCode}`,
      `/wps/member/info?lang=EN&sign=${signature}`,
    ]) {
      await t.app.inject({ method: 'GET', url, headers });
    }
    await t.app.inject({
      method: 'POST',
      url: '/provider/v1/NVA/bet',
      headers: { 'x-signature': signature!, 'x-timestamp': '1' },
      payload: '{}',
    });
    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    // The rest of the address stays readable.
    expect(log).toContain('/ws?token=[redacted]&merchant=TESSERA');
    expect(log).toContain('/wps/agent/affiliate?code=[redacted]&domain=localhost');
  });

  it('says a text or mail was sent without its words (codes and links stay out of the log)', async () => {
    lines.length = 0;
    const to = '+8801755500111';
    await t.call(sendRegisterSms, {
      body: { mobileNo: '1755500111', countryDialingCode: '+880', humanCheck: await solveHumanCheck(t) },
    });
    // What the sending wrote (the inbox read below is a request of its own, its address logged).
    const log = lines.join('');
    const inbox = await t.call(getDevInbox, { query: { to } });
    const code = /\b(\d{6})\b/u.exec(inbox.body.value![0]!.text)![1]!;
    expect(log).toContain('"channel":"sms"');
    expect(log).not.toContain(code);
    expect(log).not.toContain('1755500111');
  });

  it('censors secret fields and credentials in any object logged', () => {
    lines.length = 0;
    t.app.log.info(
      {
        password: 'hunter2-0007',
        member: { token: 'membertoken8', name: 'demo01' },
        headers: { authorization: 'bearer00009', cookie: 'sid=cookie0010' },
      },
      'something happened',
    );
    const log = lines.join('');
    expect(log).toContain('demo01');
    for (const secret of ['hunter2-0007', 'membertoken8', 'bearer00009', 'cookie0010']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it('replaces secret query values only, byte for byte otherwise', () => {
    expect(redactUrl('/lottery?gameCode=SSC1&pageNo=2')).toBe('/lottery?gameCode=SSC1&pageNo=2');
    expect(redactUrl('/?token=abc&ref=x')).toBe('/?token=[redacted]&ref=x');
    expect(redactUrl('/x?accessToken=1&password=2&otp=3&ticket=4&key=5')).toBe(
      '/x?accessToken=[redacted]&password=[redacted]&otp=[redacted]&ticket=[redacted]&key=[redacted]',
    );
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/x?%zz=1&code=2')).toBe('/x?%zz=1&code=[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
