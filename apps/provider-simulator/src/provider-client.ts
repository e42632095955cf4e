import { createHmac } from 'node:crypto';

/**
 * A game vendor's side of the provider API (domain.md §4): signed calls to
 * `POST /provider/v1/{vendor}/{action}`. The simulator drives a running server with it over HTTP;
 * the server's tests drive an app in their own process with it (through `inject`). It signs on its
 * own (not with the server's code), so a conformance run checks the server against the written
 * contract.
 */

export type ProviderTransport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ statusCode: number; body: string }>;

export interface ProviderReply {
  httpStatus: number;
  status: string;
  /** Minor units. */
  balance: number;
  currency: string | null;
  user?: string;
}

export interface CallOverrides {
  /** Seconds added to the client clock for `X-Timestamp` (to try the skew window). */
  skewSeconds?: number;
  /** Send this `X-Timestamp` verbatim. */
  timestamp?: string;
  /** Send this `X-Signature` instead of the right one (null: leave the header out). */
  signature?: string | null;
  /** Sign with this secret instead of the vendor's. */
  secret?: string;
  contentType?: string;
}

/**
 * The launch's player token: every call after `authenticate` names the game session it is made
 * under (the API refuses one that names none; optional here so a test can send it without).
 */
interface UnderALaunch {
  token?: string;
}

export interface BetCall extends UnderALaunch {
  user: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: number;
  currency: string;
}

export interface WinCall extends BetCall {
  referenceTransactionId?: string;
  roundClosed: boolean;
}

export interface RollbackCall extends UnderALaunch {
  user: string;
  transactionId: string;
  referenceTransactionId: string;
  roundId: string;
}

/**
 * A demo vendor's own secret: hex HMAC-SHA256(master, vendor code), so one leaked secret speaks for
 * one vendor only (the server's demo seed derives the same from `DEMO_PROVIDER_SECRET`).
 */
export function vendorSecret(master: string, vendor: string): string {
  return createHmac('sha256', master).update(vendor, 'utf8').digest('hex');
}

/** Hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export function signProviderCall(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export class ProviderClient {
  constructor(
    readonly vendor: string,
    readonly secret: string,
    /** The vendor's clock, ms since the epoch. */
    private readonly now: () => number,
    private readonly transport: ProviderTransport,
  ) {}

  /** One call; `body` is sent as JSON, or verbatim when it is a string. */
  async call(action: string, body: unknown, overrides: CallOverrides = {}): Promise<ProviderReply> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const timestamp =
      overrides.timestamp ?? String(Math.floor(this.now() / 1000) + (overrides.skewSeconds ?? 0));
    const headers: Record<string, string> = {
      'content-type': overrides.contentType ?? 'application/json',
      'x-timestamp': timestamp,
    };
    const signature =
      overrides.signature === undefined
        ? signProviderCall(overrides.secret ?? this.secret, timestamp, raw)
        : overrides.signature;
    if (signature !== null) headers['x-signature'] = signature;
    const response = await this.transport({
      path: `/provider/v1/${this.vendor}/${action}`,
      headers,
      body: raw,
    });
    let parsed: Omit<ProviderReply, 'httpStatus'>;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      throw new Error(
        `provider ${action}: HTTP ${response.statusCode}, not JSON: ${response.body.slice(0, 200)}`,
      );
    }
    return { httpStatus: response.statusCode, ...parsed };
  }

  authenticate(token: string) {
    return this.call('authenticate', { token });
  }

  balance(user: string, currency: string, token?: string) {
    return this.call('balance', token === undefined ? { user, currency } : { token, user, currency });
  }

  bet(body: BetCall) {
    return this.call('bet', body);
  }

  win(body: WinCall) {
    return this.call('win', body);
  }

  rollback(body: RollbackCall) {
    return this.call('rollback', body);
  }
}

/** Calls a running server over HTTP (the simulator); a call that hangs fails after `timeoutMs`. */
export function fetchTransport(baseUrl: string, timeoutMs = 10_000): ProviderTransport {
  return async ({ path, headers, body }) => {
    const response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { statusCode: response.status, body: await response.text() };
  };
}
