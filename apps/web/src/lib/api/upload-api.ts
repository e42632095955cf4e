import { type BodyOf, type Endpoint, fillPath, type ParamsOf, type ValueOf } from '@tessera/contracts';
import { apiContext } from './api-context';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { requestHeaders } from './call-api';

export interface UploadOptions<E extends Endpoint> {
  body: BodyOf<E>;
  params?: ParamsOf<E>;
  /** How much of the body has gone out, 0–1 (fetch cannot tell; XMLHttpRequest's upload events can). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/**
 * A JSON call with a large body (an image as a data URL) whose upload progress the page shows: the
 * same headers, envelope and errors as callApi, sent with XMLHttpRequest for its progress events.
 */
export function uploadApi<E extends Endpoint>(endpoint: E, options: UploadOptions<E>): Promise<ValueOf<E>> {
  const context = apiContext();
  const headers = requestHeaders(endpoint, context.token());
  headers.set('Content-Type', 'application/json');
  const url = fillPath(endpoint.path, options.params as Record<string, unknown> | undefined);
  const failure = (code: string, status: number) => new ApiError(code, context.clientMessage(code), status);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    for (const [name, value] of headers) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(failure(CLIENT_ERROR_CODES.network, 0));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    request.onload = () => {
      let envelope: { success?: unknown; value?: unknown; message?: unknown; errorCode?: unknown } | null =
        null;
      try {
        envelope = JSON.parse(request.responseText);
      } catch {
        envelope = null;
      }
      if (!envelope || typeof envelope !== 'object' || !('success' in envelope)) {
        reject(failure(CLIENT_ERROR_CODES.badResponse, request.status));
        return;
      }
      if (envelope.success === true && request.status < 400) {
        options.onProgress?.(1);
        resolve(envelope.value as ValueOf<E>);
        return;
      }
      const code =
        typeof envelope.errorCode === 'string' ? envelope.errorCode : CLIENT_ERROR_CODES.badResponse;
      const message = typeof envelope.message === 'string' ? envelope.message : context.clientMessage(code);
      reject(new ApiError(code, message, request.status, envelope.value ?? null));
    };
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(JSON.stringify(options.body));
  });
}
