import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@tessera/contracts';
import { failure } from './envelope.js';

/**
 * Answers to a request Node gave up on before Fastify saw it (its `clientError`): one that did not
 * arrive within the request time-out (408), headers too large (431), or bytes that are not HTTP
 * (400). They are envelopes like every other refusal. The request was never read, so neither its
 * brand nor its language is known: the message is in the catalogue's default language.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'request.timeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'request.headers.too.large'
        : 'request.malformed';
  const { status, body } = failure(code, undefined);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
