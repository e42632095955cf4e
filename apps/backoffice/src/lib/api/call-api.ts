import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type ParamsOf,
  type QueryOf,
  type ValueOf,
  withQuery,
} from '@tessera/contracts';
import { ApiError, CLIENT_ERROR_CODES, SESSION_ENDED_CODES } from './api-error';

export interface CallOptions<E extends Endpoint> {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  /** Fills the path's `:name` segments. */
  params?: ParamsOf<E>;
  signal?: AbortSignal;
}

/** What every call needs from the running console, given once at start (no import cycle). */
export interface ApiContext {
  merchantCode(): string;
  language(): string;
  token(): string | null;
  /** The server said the staff session is over (401): the console signs out. */
  onSessionEnded(code: string): void;
  /** Text for failures that never reached the server, in the console's language. */
  clientMessage(code: string): string;
}

let context: ApiContext = {
  merchantCode: () => 'TESSERA',
  language: () => 'EN',
  token: () => null,
  onSessionEnded: () => {},
  clientMessage: (code) => code,
};

export function configureApi(next: Partial<ApiContext>): void {
  context = { ...context, ...next };
}

/** The brand the console runs for (the staff socket names it too). */
export const currentMerchant = (): string => context.merchantCode();

/**
 * The one way the console talks to the server: method, path and auth come from the endpoint's
 * contract (`@tessera/contracts`), so a call site only names the endpoint and its data. Sends the
 * brand (`Merchant`), the console's `Language` and the staff token; resolves with the envelope's
 * `value`, or throws ApiError with the server's translated message.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ValueOf<E>> {
  const headers = new Headers({
    Accept: 'application/json',
    Merchant: context.merchantCode(),
    Language: context.language(),
    ModuleId: endpoint.moduleId,
  });
  const token = endpoint.auth === 'none' ? null : context.token();
  if (token) headers.set('Authorization', token);
  let body: string | undefined;
  if (endpoint.method !== 'GET' && options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    const path = fillPath(endpoint.path, options.params as Record<string, unknown> | undefined);
    response = await fetch(withQuery(path, options.query), {
      method: endpoint.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(CLIENT_ERROR_CODES.network, context.clientMessage(CLIENT_ERROR_CODES.network), 0);
  }

  const envelope = await readEnvelope(response);
  if (!envelope) {
    const code = CLIENT_ERROR_CODES.badResponse;
    throw new ApiError(code, context.clientMessage(code), response.status);
  }
  if (envelope.success === true && response.ok) return envelope.value as ValueOf<E>;

  const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : CLIENT_ERROR_CODES.badResponse;
  const message = typeof envelope.message === 'string' ? envelope.message : context.clientMessage(code);
  if (response.status === 401 && token && SESSION_ENDED_CODES.includes(code)) context.onSessionEnded(code);
  throw new ApiError(code, message, response.status, envelope.value ?? null);
}

interface EnvelopeLike {
  success?: unknown;
  value?: unknown;
  message?: unknown;
  errorCode?: unknown;
}

async function readEnvelope(response: Response): Promise<EnvelopeLike | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' && 'success' in parsed ? (parsed as EnvelopeLike) : null;
  } catch {
    return null;
  }
}
