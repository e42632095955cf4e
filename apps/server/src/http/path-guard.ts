import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error.js';
import { isApiPath } from './error-handler.js';

/**
 * Addresses no page or API call ever uses, refused before routing goes on (runs first, in
 * `onRequest`), so they answer a 4xx envelope instead of reaching the static files or a 500:
 *
 * - a `..` or `.` segment, raw or percent-encoded (`/%2e%2e/`), or a backslash: a path that tries
 *   to step outside the site's directory;
 * - a NUL character (`%00`), which no file name or route holds;
 * - an API prefix written with escapes (`/%77ps/…`, `/%62o/api/…`, `/wps%2F…`): the router decodes
 *   it into an API route, but a proxy or a rule that matches the literal prefix would not, so such
 *   an address could slip past it. It is an address that does not exist.
 */
export const refuseDeceptivePaths: onRequestHookHandler = (request, _reply, done) => {
  try {
    checkPath(request);
    done();
  } catch (error) {
    done(error as AppError);
  }
};

function checkPath(request: FastifyRequest): void {
  const raw = request.url.split('?', 1)[0]!;
  if (!raw.includes('%') && !raw.includes('.') && !raw.includes('\\')) return;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new AppError('request.malformed');
  }
  if (decoded.includes('\u0000')) throw new AppError('request.malformed');
  const segments = decoded.split(/[/\\]/u);
  if (decoded.includes('\\') || segments.some((segment) => segment === '..' || segment === '.')) {
    throw new AppError('request.malformed');
  }
  if (!isApiPath(raw) && isApiPath(decoded)) throw new AppError('route.not.found');
}
