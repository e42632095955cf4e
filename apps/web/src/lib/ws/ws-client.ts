import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from './backoff';

/** The part of the browser's WebSocket the client uses (tests hand in a fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

/** idle: stopped; waiting: dropped, a retry is scheduled; refused: the server said no for good. */
export type WsStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'refused';

export interface WsClientOptions<M> {
  /** Read at every attempt, so a new token is used after it changes. */
  url: () => string;
  parse: (data: unknown) => M | null;
  onMessage: (message: M) => void;
  /** Every open; `reconnected` after a drop, when pushes may have been missed meanwhile. */
  onOpen?: (reconnected: boolean) => void;
  onStatus?: (status: WsStatus) => void;
  createSocket?: (url: string) => SocketLike;
  backoff?: BackoffOptions;
  /** A connection that stayed open this long resets the backoff; a flapping one does not. */
  stableMs?: number;
  /** Close codes after which retrying is useless (session refused); others are retried. */
  isFinalClose?: (code: number) => boolean;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface WsClient {
  start(): void;
  stop(): void;
  /** Skip the wait (the browser came back online, the tab became visible). */
  reconnectNow(): void;
  status(): WsStatus;
}

/** 1008 policy violation and the 44xx range: the server refused this session (see the server's ws). */
export const isRefusalClose = (code: number) => code === 1008 || (code >= 4400 && code < 4500);

/**
 * A socket that stays up: connects on start, reconnects with backoff after any drop, stops cleanly
 * on stop, and hands on only the frames `parse` accepts. Nothing here throws into the page.
 */
export function createWsClient<M>(options: WsClientOptions<M>): WsClient {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const now = options.now ?? Date.now;
  const stableMs = options.stableMs ?? 10_000;
  const isFinalClose = options.isFinalClose ?? isRefusalClose;

  let running = false;
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let openedAt: number | null = null;
  let everOpened = false;
  let current: WsStatus = 'idle';

  const setStatus = (next: WsStatus) => {
    if (next === current) return;
    current = next;
    options.onStatus?.(next);
  };

  const detach = (target: SocketLike) => {
    target.onopen = null;
    target.onmessage = null;
    target.onclose = null;
    target.onerror = null;
  };

  const scheduleRetry = () => {
    const delay = backoffDelay(attempt, options.backoff ?? DEFAULT_BACKOFF);
    attempt += 1;
    setStatus('waiting');
    timer = setTimer(() => {
      timer = null;
      if (running) connect();
    }, delay);
  };

  const connect = () => {
    setStatus('connecting');
    let next: SocketLike;
    try {
      next = createSocket(options.url());
    } catch (error) {
      console.warn('The live connection could not be opened; retrying', error);
      scheduleRetry();
      return;
    }
    socket = next;
    next.onopen = () => {
      openedAt = now();
      setStatus('open');
      const reconnected = everOpened;
      everOpened = true;
      safely(() => options.onOpen?.(reconnected));
    };
    next.onmessage = (event) => {
      const message = options.parse(event.data);
      if (message !== null) safely(() => options.onMessage(message));
    };
    next.onerror = () => {
      // A close event always follows; the retry is decided there.
    };
    next.onclose = (event) => {
      detach(next);
      socket = null;
      if (openedAt !== null && now() - openedAt >= stableMs) attempt = 0;
      openedAt = null;
      if (!running) return;
      if (isFinalClose(event.code)) {
        setStatus('refused');
        return;
      }
      scheduleRetry();
    };
  };

  return {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      everOpened = false;
      connect();
    },
    stop() {
      running = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
      if (socket) {
        const closing = socket;
        detach(closing);
        socket = null;
        safely(() => closing.close(1000, 'stop'));
      }
      openedAt = null;
      setStatus('idle');
    },
    reconnectNow() {
      if (!running || current !== 'waiting' || timer === null) return;
      clearTimer(timer);
      timer = null;
      connect();
    },
    status: () => current,
  };
}

function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    // A handler's fault must not kill the connection or surface as an uncaught error in the page.
    console.warn('A live-update handler failed', error);
  }
}
