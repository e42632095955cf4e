import { STAFF_WS_PATH, type StaffWsMessage, ZStaffWsMessage } from '@tessera/contracts';
import { createStore } from '../store/store';

export type QueueCounts = StaffWsMessage['value'];

/** The pending queues as the staff socket last told them; null while not connected. */
export const queueCountsStore = createStore<QueueCounts | null>(null);

/** Delays between reconnections: quick at first, then every 30 s at most. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
}

/** The socket's address on this page's origin: the token and brand in the query (no headers on a WebSocket). */
export function queueSocketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  token: string,
  merchant: string,
) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ token, merchant });
  return `${scheme}//${location.host}${STAFF_WS_PATH}?${query.toString()}`;
}

/** A frame as the contract says, or null (an unknown frame is ignored). */
export function readFrame(data: unknown): QueueCounts | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZStaffWsMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.value : null;
  } catch {
    return null;
  }
}

/** The close code the server uses when the staff session is over (sign-out, disabled, expired). */
export const SESSION_ENDED_CLOSE = 4401;

/**
 * Opens `/bo/ws` and keeps it open: every frame updates the store; a dropped socket comes back
 * with backoff; a 4401 close means the session ended (`onSessionEnded`), and no retry. `stop`
 * closes it for good (sign-out, another role).
 */
export function connectQueueSocket(options: {
  url: () => string;
  onSessionEnded: () => void;
  create?: (url: string) => WebSocket;
}): () => void {
  const create = options.create ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    if (stopped) return;
    const current = create(options.url());
    socket = current;
    current.onmessage = (event) => {
      const counts = readFrame(event.data);
      if (counts) {
        attempt = 0;
        queueCountsStore.set(counts);
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === SESSION_ENDED_CLOSE) {
        stopped = true;
        queueCountsStore.set(null);
        options.onSessionEnded();
        return;
      }
      timer = setTimeout(open, backoffDelay(attempt++));
    };
  };
  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close(1000);
    queueCountsStore.set(null);
  };
}
