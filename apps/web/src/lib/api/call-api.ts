import {
  type BodyOf,
  ENCRYPTION_HEADER,
  type Endpoint,
  fillPath,
  getRsaKey,
  type ParamsOf,
  type QueryOf,
  sealPayload,
  type ValueOf,
  withQuery,
} from '@tessera/contracts';
import { apiContext } from './api-context';
import { ApiError, CLIENT_ERROR_CODES, SESSION_ENDED_CODES } from './api-error';
import { takeBootAnswer } from './boot-answers';
import { toFormBody } from './request-url';

export interface CallOptions<E extends Endpoint> {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  /** Fills the path's `:name` segments. */
  params?: ParamsOf<E>;
  /** Overrides the member token (the staff API in tests, or a token not stored yet). */
  token?: string | null;
  /** Overrides the Language header (a list asked for while its language's strings still load). */
  language?: string;
  signal?: AbortSignal;
}

interface EnvelopeLike {
  success?: unknown;
  value?: unknown;
  message?: unknown;
  errorCode?: unknown;
}

/**
 * The one way the site talks to the server: method, path, auth, encryption and form encoding all
 * come from the endpoint's contract, so a call site only names the endpoint and its data.
 * Resolves with `value` on success; throws ApiError with the translated message otherwise.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ValueOf<E>> {
  try {
    return await send(endpoint, options);
  } catch (error) {
    // The server rotated its key since we fetched it: fetch the new one and try exactly once more.
    if (endpoint.encrypted && error instanceof ApiError && error.code === 'encryption.invalid') {
      forgetRsaKey();
      return send(endpoint, options);
    }
    throw error;
  }
}

async function send<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<ValueOf<E>> {
  const context = apiContext();
  const token = options.token === undefined ? context.token() : options.token;
  const headers = requestHeaders(endpoint, token, options.language);

  let body: BodyInit | undefined;
  if (endpoint.method !== 'GET' && options.body !== undefined) {
    if (endpoint.form) {
      body = toFormBody(options.body);
    } else if (endpoint.encrypted) {
      const sealed = await sealPayload(await rsaKey(), options.body as object);
      headers.set(ENCRYPTION_HEADER, sealed.header);
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(sealed.body);
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
  }

  const url = withQuery(
    fillPath(endpoint.path, options.params as Record<string, unknown> | undefined),
    options.query,
  );
  // A visitor's first calls may have been answered in the page itself (decision 0057).
  if (endpoint.method === 'GET' && !token) {
    const answer = takeBootAnswer(url, headers.get('Merchant') ?? '', headers.get('Language'));
    if (answer !== undefined) return answer as ValueOf<E>;
  }

  let response: Response;
  try {
    response = await fetch(url, {
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
    throw new ApiError(
      CLIENT_ERROR_CODES.badResponse,
      context.clientMessage(CLIENT_ERROR_CODES.badResponse),
      response.status,
    );
  }
  if (envelope.success === true && response.ok) return envelope.value as ValueOf<E>;

  const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : CLIENT_ERROR_CODES.badResponse;
  const message = typeof envelope.message === 'string' ? envelope.message : context.clientMessage(code);
  if (response.status === 401 && SESSION_ENDED_CODES.includes(code) && token && endpoint.auth !== 'staff') {
    context.onSessionEnded(code);
  }
  throw new ApiError(code, message, response.status, envelope.value ?? null);
}

/** The headers every call carries: brand, language, the member's token, the module. */
export function requestHeaders(endpoint: Endpoint, token: string | null, languageOverride?: string): Headers {
  const context = apiContext();
  const headers = new Headers({ Accept: 'application/json', Merchant: context.merchantCode() });
  const language = languageOverride ?? context.language();
  if (language) headers.set('Language', language);
  if (token) headers.set('Authorization', token);
  if (endpoint.moduleId) headers.set('ModuleId', endpoint.moduleId);
  return headers;
}

async function readEnvelope(response: Response): Promise<EnvelopeLike | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' && 'success' in parsed ? (parsed as EnvelopeLike) : null;
  } catch {
    return null;
  }
}

// The sealing key is fetched once per page and shared by every encrypted call.
let rsaKeyRequest: Promise<ValueOf<typeof getRsaKey>> | null = null;

function rsaKey(): Promise<ValueOf<typeof getRsaKey>> {
  rsaKeyRequest ??= callApi(getRsaKey).catch((error: unknown) => {
    rsaKeyRequest = null;
    throw error;
  });
  return rsaKeyRequest;
}

function forgetRsaKey(): void {
  rsaKeyRequest = null;
}
