import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A game vendor's side of the provider API (domain.md §4): signed calls to
 * `POST /provider/v1/{vendor}/{action}`. The tests drive the server with it through `inject`; the
 * provider simulator drives a running server with it over HTTP. It signs on its own (not with the
 * server's code), so a conformance run checks the server against the written contract.
 */

export type ProviderTransport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ statusCode: number; body: string }>;

export interface ProviderReply {
  httpStatus: number;
  status: string;
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

/** Hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export function signProviderCall(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export class ProviderClient {
  constructor(
    readonly vendor: string,
    private readonly secret: string,
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

  balance(user: string, currency: string) {
    return this.call('balance', { user, currency });
  }

  bet(body: {
    user: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: number;
    currency: string;
  }) {
    return this.call('bet', body);
  }

  win(body: {
    user: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: number;
    currency: string;
    referenceTransactionId?: string;
    roundClosed: boolean;
  }) {
    return this.call('win', body);
  }

  rollback(body: { user: string; transactionId: string; referenceTransactionId: string; roundId: string }) {
    return this.call('rollback', body);
  }
}

/** Calls into an app in the same process (tests). */
export function injectTransport(app: FastifyInstance): ProviderTransport {
  return async ({ path, headers, body }) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
}

/** Calls a running server over HTTP (the simulator). */
export function fetchTransport(baseUrl: string): ProviderTransport {
  return async ({ path, headers, body }) => {
    const response = await fetch(new URL(path, baseUrl), { method: 'POST', headers, body });
    return { statusCode: response.status, body: await response.text() };
  };
}
