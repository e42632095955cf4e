import { type WsMessage, ZWsMessage } from '@tessera/contracts';

/**
 * One frame from the server, checked against the contract. Anything else (binary data, broken JSON,
 * an unknown message type, a balance of the wrong shape) is null: a bad frame is dropped, never thrown.
 */
export function parseWsFrame(data: unknown): WsMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ZWsMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The socket address for this page: same host, `wss` under https, token and brand in the query. */
export function wsUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  path: string,
  query: Record<string, string>,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${path}?${new URLSearchParams(query).toString()}`;
}
