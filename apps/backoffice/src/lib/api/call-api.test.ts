import { approveDeposit, listDepositsStaff, staffLogin } from '@tessera/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './api-error';
import { callApi, configureApi } from './call-api';

const ended = vi.fn();
let sent: { url: string; init: RequestInit }[] = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => {
  sent = [];
  ended.mockReset();
  configureApi({
    merchantCode: () => 'TESSERA',
    language: () => 'BN',
    token: () => 'staff-token',
    onSessionEnded: ended,
    clientMessage: (code) => `client:${code}`,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi (the console transport)', () => {
  it('sends the brand, the language and the staff token, and unwraps the value', async () => {
    answer(200, {
      success: true,
      value: { list: [], total: 0, pageNo: 2, pageSize: 20 },
      message: null,
      errorCode: null,
    });
    const value = await callApi(listDepositsStaff, { query: { state: 'PENDING', pageNo: 2, pageSize: 20 } });
    expect(value.pageNo).toBe(2);
    expect(sent[0]!.url).toBe('/bo/api/deposits?state=PENDING&pageNo=2&pageSize=20');
    const headers = new Headers(sent[0]!.init.headers);
    expect(headers.get('Merchant')).toBe('TESSERA');
    expect(headers.get('Language')).toBe('BN');
    expect(headers.get('Authorization')).toBe('staff-token');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.body).toBeUndefined();
  });

  it('fills path parameters and sends JSON bodies; no token on a call without auth', async () => {
    answer(200, { success: true, value: { token: 't', role: 'admin' }, message: null, errorCode: null });
    await callApi(staffLogin, { body: { username: 'admin', password: 'x' } });
    const headers = new Headers(sent[0]!.init.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ username: 'admin', password: 'x' });

    answer(200, { success: true, value: {}, message: null, errorCode: null });
    await callApi(approveDeposit, { params: { id: 'a/b' } });
    expect(sent[1]!.url).toBe('/bo/api/deposits/a%2Fb/approve');
  });

  it('throws the server’s code, translated message and value on refusal', async () => {
    answer(400, {
      success: false,
      value: { ticket: 'T' },
      message: 'কোডটি লিখুন',
      errorCode: 'staff.totp.required',
    });
    const error = await callApi(staffLogin, { body: { username: 'a', password: 'b' } }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error, 'staff.totp.required')).toBe(true);
    expect((error as ApiError).message).toBe('কোডটি লিখুন');
    expect((error as ApiError).value).toEqual({ ticket: 'T' });
    expect((error as ApiError).status).toBe(400);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session on a dead token, not on a role refusal', async () => {
    answer(403, {
      success: false,
      value: null,
      message: 'Your role may not do this.',
      errorCode: 'staff.forbidden',
    });
    await expect(callApi(listDepositsStaff, { query: { state: 'PENDING' } })).rejects.toMatchObject({
      code: 'staff.forbidden',
    });
    expect(ended).not.toHaveBeenCalled();
    answer(401, { success: false, value: null, message: 'ended', errorCode: 'user.or.token.invalid' });
    await expect(callApi(listDepositsStaff, { query: { state: 'PENDING' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(ended).toHaveBeenCalledWith('user.or.token.invalid');
  });

  it('names failures that never reached the server in the console’s words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(callApi(listDepositsStaff, { query: { state: 'PENDING' } })).rejects.toMatchObject({
      code: 'client.network',
      message: 'client:client.network',
      status: 0,
    });
    answer(502, '<html>bad gateway</html>');
    await expect(callApi(listDepositsStaff, { query: { state: 'PENDING' } })).rejects.toMatchObject({
      code: 'client.bad.response',
      status: 502,
    });
  });
});
