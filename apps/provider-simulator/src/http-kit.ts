import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small HTTP helpers of the simulator's server (node:http, no framework). */

const BODY_LIMIT = 16 * 1024;

export class BadRequest extends Error {}

/** The request's JSON body (an object), at most 16 KB. */
export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new BadRequest('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new BadRequest('body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequest('body is not an object');
  return body as Record<string, unknown>;
}

/** A whole number in [min, max] from a body field, or the default when absent. */
export function integerField(
  body: Record<string, unknown>,
  name: string,
  range: { min: number; max: number; fallback?: number },
): number {
  const value = body[name] ?? range.fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw new BadRequest(`${name} must be a whole number from ${range.min} to ${range.max}`);
  }
  return value;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** A fresh nonce for a page's inline style and script (its Content-Security-Policy allows only those). */
export const newNonce = () => randomBytes(16).toString('base64');

export function sendPage(response: ServerResponse, status: number, html: string, nonce: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The launch URL carries the player's token: never pass it on.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
  });
  response.end(html);
}
