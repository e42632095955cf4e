import { describe, expect, it, vi } from 'vitest';
import { backoffDelay } from './backoff';
import { createWsClient, type SocketLike } from './ws-client';
import { parseWsFrame, wsUrl } from './ws-frames';

const BALANCE = {
  sumBalance: 1500.5,
  currency: 'BDT',
  currencySymbol: '৳',
  scale: 2,
  balance: [{ accountTypeId: 2, code: 'MAIN', name: 'Main', availBalance: 1500.5 }],
  withdrawHold: 0,
};

describe('parseWsFrame', () => {
  it('accepts a balance push', () => {
    expect(parseWsFrame(JSON.stringify({ type: 'balance', value: BALANCE }))).toEqual({
      type: 'balance',
      value: BALANCE,
    });
  });

  it('drops garbage without throwing', () => {
    const garbage: unknown[] = [
      'not json',
      '',
      'null',
      '42',
      '{"type":"balance"}',
      '{"type":"balance","value":{"sumBalance":"12"}}',
      '{"type":"jackpot","value":1}',
      JSON.stringify({ type: 'balance', value: { ...BALANCE, balance: [{ accountTypeId: 'x' }] } }),
      new ArrayBuffer(4),
      undefined,
      { type: 'balance', value: BALANCE },
    ];
    for (const frame of garbage) expect(parseWsFrame(frame)).toBeNull();
  });
});

describe('wsUrl', () => {
  it('follows the page scheme and host', () => {
    expect(wsUrl({ protocol: 'https:', host: 'x.test' }, '/ws', { token: 'a b', merchant: 'M' })).toBe(
      'wss://x.test/ws?token=a+b&merchant=M',
    );
    expect(wsUrl({ protocol: 'http:', host: 'localhost:8080' }, '/ws', { token: 't' })).toBe(
      'ws://localhost:8080/ws?token=t',
    );
  });
});

describe('backoffDelay', () => {
  it('doubles from the base up to the ceiling, with half of each step random', () => {
    const low = { baseMs: 1000, maxMs: 30_000, random: () => 0 };
    const high = { baseMs: 1000, maxMs: 30_000, random: () => 0.999999 };
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => backoffDelay(attempt, low))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
    expect([0, 1, 5, 40].map((attempt) => backoffDelay(attempt, high))).toEqual([1000, 2000, 30_000, 30_000]);
  });
});

/** A fake socket and timer pair that the test drives by hand. */
function harness(overrides: { isFinalClose?: (code: number) => boolean } = {}) {
  const sockets: (SocketLike & { url: string; closed: number | null })[] = [];
  const timers: { run: () => void; ms: number; id: number }[] = [];
  let clock = 0;
  let nextId = 1;
  const messages: unknown[] = [];
  const opens: boolean[] = [];
  let token = 'one';
  const client = createWsClient({
    url: () => `ws://x/ws?token=${token}`,
    parse: parseWsFrame,
    onMessage: (message) => messages.push(message),
    onOpen: (reconnected) => opens.push(reconnected),
    createSocket: (url) => {
      const socket = {
        url,
        closed: null as number | null,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
        close(code?: number) {
          this.closed = code ?? 1005;
        },
      } as SocketLike & { url: string; closed: number | null };
      sockets.push(socket);
      return socket;
    },
    backoff: { baseMs: 1000, maxMs: 8000, random: () => 0 },
    stableMs: 5000,
    now: () => clock,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.push({ run, ms, id });
      return id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    ...overrides,
  });
  return {
    client,
    sockets,
    timers,
    messages,
    opens,
    last: () => sockets[sockets.length - 1]!,
    advance: (ms: number) => {
      clock += ms;
    },
    fire: () => timers.shift()!.run(),
    setToken: (next: string) => {
      token = next;
    },
  };
}

describe('createWsClient', () => {
  it('delivers valid frames, drops bad ones, and reconnects with growing waits', () => {
    const h = harness();
    h.client.start();
    expect(h.client.status()).toBe('connecting');
    h.last().onopen?.({});
    expect(h.client.status()).toBe('open');
    h.last().onmessage?.({ data: 'garbage' });
    h.last().onmessage?.({ data: JSON.stringify({ type: 'balance', value: BALANCE }) });
    expect(h.messages).toEqual([{ type: 'balance', value: BALANCE }]);

    h.last().onclose?.({ code: 1006 });
    expect(h.client.status()).toBe('waiting');
    expect(h.timers.map((timer) => timer.ms)).toEqual([500]);
    h.fire();
    h.last().onclose?.({ code: 1006 });
    h.fire();
    h.last().onclose?.({ code: 1006 });
    expect(h.timers.map((timer) => timer.ms)).toEqual([2000]);
    h.setToken('two');
    h.fire();
    expect(h.last().url).toBe('ws://x/ws?token=two');
    h.last().onopen?.({});
    expect(h.opens).toEqual([false, true]);
  });

  it('starts the backoff again only after a connection stayed up', () => {
    const h = harness();
    h.client.start();
    for (let drop = 0; drop < 3; drop++) {
      h.last().onopen?.({});
      h.last().onclose?.({ code: 1006 });
      h.fire();
    }
    h.last().onopen?.({});
    h.last().onclose?.({ code: 1006 });
    expect(h.timers[0]!.ms).toBe(4000);
    h.fire();
    h.last().onopen?.({});
    h.advance(6000);
    h.last().onclose?.({ code: 1001 });
    expect(h.timers[0]!.ms).toBe(500);
  });

  it('stops for good when the server refuses the session', () => {
    const h = harness();
    h.client.start();
    h.last().onclose?.({ code: 4401 });
    expect(h.client.status()).toBe('refused');
    expect(h.timers).toEqual([]);
  });

  it('stop closes the socket and cancels the pending retry', () => {
    const h = harness();
    h.client.start();
    h.last().onopen?.({});
    h.client.stop();
    expect(h.sockets[0]!.closed).toBe(1000);
    expect(h.client.status()).toBe('idle');

    h.client.start();
    h.last().onclose?.({ code: 1006 });
    expect(h.timers).toHaveLength(1);
    h.client.stop();
    expect(h.timers).toHaveLength(0);
    expect(h.sockets).toHaveLength(2);
  });

  it('reconnects at once when asked while waiting', () => {
    const h = harness();
    h.client.start();
    h.last().onclose?.({ code: 1006 });
    h.client.reconnectNow();
    expect(h.timers).toHaveLength(0);
    expect(h.sockets).toHaveLength(2);
    h.client.reconnectNow();
    expect(h.sockets).toHaveLength(2);
  });

  it('survives a handler that throws and a socket that cannot be created', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createWsClient({
      url: () => 'ws://x',
      parse: parseWsFrame,
      onMessage: () => {
        throw new Error('boom');
      },
      createSocket: () => {
        throw new SyntaxError('bad url');
      },
      setTimer: () => 1,
      clearTimer: () => {},
    });
    client.start();
    expect(client.status()).toBe('waiting');
    client.stop();
    const sockets: SocketLike[] = [];
    const throwing = createWsClient({
      url: () => 'ws://x',
      parse: parseWsFrame,
      onMessage: () => {
        throw new Error('boom');
      },
      createSocket: () => {
        const socket = { onopen: null, onmessage: null, onclose: null, onerror: null, close() {} };
        sockets.push(socket);
        return socket;
      },
    });
    throwing.start();
    expect(() =>
      sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'balance', value: BALANCE }) }),
    ).not.toThrow();
    throwing.stop();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
