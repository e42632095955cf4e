import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const REQUEST_TIMEOUT_MS = 600;
const KEEP_ALIVE_TIMEOUT_MS = 400;

/** Resolves with what the server sent and how long after `since` it closed the connection. */
function closed(socket: Socket, since: number): Promise<{ after: number; answer: string }> {
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  return new Promise((done) => {
    socket.on('close', () => done({ after: Date.now() - since, answer }));
  });
}

describe('time-outs on a listening server', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        CONNECTION_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
        MAX_REQUESTS_PER_SOCKET: '2',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const open = () =>
    new Promise<Socket>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => done(socket));
      socket.on('error', fail);
    });

  it('ends a body trickled a byte at a time once the request time-out has passed', async () => {
    const socket = await open();
    const start = Date.now();
    const end = closed(socket, start);
    socket.write(
      'POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nMerchant: TESSERA\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // Never silent long enough for the connection time-out: only the request time-out can end it.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 100);
    const { after, answer } = await end;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /u);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      value: null,
      errorCode: 'request.timeout',
      message: 'The request took too long to arrive.',
    });
    expect(after).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(after).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
  });

  it('ends headers that never finish', async () => {
    const socket = await open();
    const start = Date.now();
    const end = closed(socket, start);
    socket.write('GET /wps/site/status HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('X-Slow: 1\r\n');
    }, 100);
    const { after } = await end;
    clearInterval(trickle);
    expect(after).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
  });

  it('answers bytes that are not HTTP, and headers too large, with an envelope', async () => {
    const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    const garbled = await open();
    const garbledEnd = closed(garbled, Date.now());
    garbled.write('HELLO THERE\r\n\r\n');
    const { answer } = await garbledEnd;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /u);
    expect(body(answer).errorCode).toBe('request.malformed');

    const huge = await open();
    const hugeEnd = closed(huge, Date.now());
    huge.write(`GET /wps/site/status HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const big = (await hugeEnd).answer;
    expect(big).toMatch(/^HTTP\/1\.1 431 /u);
    expect(body(big)).toMatchObject({ success: false, errorCode: 'request.headers.too.large' });
  });

  it('closes an idle keep-alive connection, and a connection after its last allowed request', async () => {
    const socket = await open();
    const end = closed(socket, Date.now());
    socket.write('GET /no-such-page HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { after, answer } = await end;
    expect(answer).toMatch(/^HTTP\/1\.1 404 /u);
    expect(after).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 50);
    expect(after).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 1_500);

    // Two requests on one connection (the limit here): the second answer closes it.
    const reused = await open();
    const both = closed(reused, Date.now());
    reused.write('GET /no-such-page HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(2));
    const answers = (await both).answer.split(/(?=HTTP\/1\.1 )/u);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/\r\nconnection: keep-alive\r\n/iu);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/iu);
  });
});
