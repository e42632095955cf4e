import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  connectQueueSocket,
  queueCountsStore,
  queueSocketUrl,
  readFrame,
} from './queue-counts';

class FakeSocket {
  static made: FakeSocket[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close(code: number) {
    this.closed = code;
    this.onclose?.({ code });
  }
}

const frame = (deposits: number) =>
  JSON.stringify({
    type: 'queues',
    value: { deposits, withdrawals: 1, adjustments: 0, lotteryResults: 2, feedback: 3 },
  });

describe('the live queue counts', () => {
  afterEach(() => {
    vi.useRealTimers();
    FakeSocket.made = [];
    queueCountsStore.set(null);
  });

  it('builds the address on the page origin, the token and brand escaped', () => {
    expect(queueSocketUrl({ protocol: 'https:', host: 'bo.example.com' }, 'a b', 'TESSERA')).toBe(
      'wss://bo.example.com/bo/ws?token=a+b&merchant=TESSERA',
    );
    expect(queueSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, 't', 'X')).toMatch(
      /^ws:\/\/localhost:3000\//u,
    );
  });

  it('reads only frames the contract allows', () => {
    expect(readFrame(frame(3))?.deposits).toBe(3);
    expect(readFrame('{"type":"other"}')).toBeNull();
    expect(readFrame('not json')).toBeNull();
  });

  it('backs off, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('stores frames, reconnects after a drop, signs out on 4401 without retrying', () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    const stop = connectQueueSocket({
      url: () => 'ws://x/bo/ws',
      onSessionEnded: ended,
      create: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
    FakeSocket.made[0]!.onmessage?.({ data: frame(4) });
    expect(queueCountsStore.get()?.deposits).toBe(4);
    FakeSocket.made[0]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.onclose?.({ code: 4401 });
    expect(ended).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
    stop();
  });

  it('closes for good when stopped', () => {
    vi.useFakeTimers();
    const stop = connectQueueSocket({
      url: () => 'ws://x/bo/ws',
      onSessionEnded: () => {},
      create: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
    stop();
    expect(FakeSocket.made[0]!.closed).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(queueCountsStore.get()).toBeNull();
  });
});
