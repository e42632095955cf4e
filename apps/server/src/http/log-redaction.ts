import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Query names whose values are secrets: a session or page token, a password, a code, a signature. */
const SECRET_SUFFIX =
  /(token|password|passwd|pwd|secret|signature|otp|ticket|apikey|api_key|session|sessionid)$/iu;
const SECRET_NAMES = new Set([
  'code',
  'sign',
  'sig',
  'key',
  'nonce',
  'captcha',
  'verificationcode',
  'smscode',
]);

export function isSecretName(name: string): boolean {
  return SECRET_SUFFIX.test(name) || SECRET_NAMES.has(name.toLowerCase());
}

/**
 * The URL as it may be logged: each secret query value replaced, everything else byte for byte
 * (`/ws?token=…&merchant=TESSERA` → `/ws?token=[redacted]&merchant=TESSERA`).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url.slice(mark + 1).replace(/(^|[&;])([^=&;]*)=([^&;]*)/gu, (pair, separator, name) => {
    let decoded: string = name;
    try {
      decoded = decodeURIComponent(name.replaceAll('+', ' '));
    } catch {
      // A broken escape in a name: judge it as written.
    }
    return isSecretName(decoded) ? `${separator}${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * What pino logs of a request (Fastify's own fields), with the URL redacted: every "incoming
 * request" line, and any line that logs `req`.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Paths pino censors in any object logged: credentials in headers (should a request's or a
 * reply's headers ever be logged) and the usual secret fields, at the top level or one down
 * (not `code`: an error's code is what a reader of the log needs).
 */
const SECRET_FIELDS = ['password', 'token', 'secret', 'signature', 'authorization', 'cookie'];
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers.encryption',
    'req.headers["x-signature"]',
    'res.headers["set-cookie"]',
    'headers.authorization',
    'headers.cookie',
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((field) => `*.${field}`),
  ],
  censor: REDACTED,
};
