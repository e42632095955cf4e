import { catalogueFor, isLanguage } from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Merchant } from '../modules/site/merchant.js';
import type { MerchantDirectory } from '../modules/site/merchant-directory.js';
import { AppError } from './app-error.js';
import { isApiPath } from './error-handler.js';

/**
 * Every API request's context (`request.ctx`): its brand (the `Merchant` header, else the host),
 * the language it asked for (the brand's default otherwise), the caller's address and agent. The
 * session hooks of each route fill in the member or staff member later.
 *
 * A callback hook, not an async one: nearly every request finds its brand in this node's cache
 * (`peek`), and then costs no promise.
 */
export function installRequestContext(app: FastifyInstance, merchants: MerchantDirectory): void {
  app.decorateRequest('ctx', null as never);
  const hook: onRequestHookHandler = (request, _reply, done) => {
    if (!isApiPath(request.url)) return done();
    const code = request.headers.merchant;
    if (Array.isArray(code)) return done(new AppError('function.not.available'));
    const cached = merchants.peek(code, request.headers.host);
    if (cached) {
      request.ctx = contextOf(request, cached);
      return done();
    }
    merchants.resolve(code, request.headers.host).then((merchant) => {
      request.ctx = contextOf(request, merchant);
      done();
    }, done);
  };
  app.addHook('onRequest', hook);
}

function contextOf(request: FastifyRequest, merchant: Merchant) {
  const header = typeof request.headers.language === 'string' ? request.headers.language.toUpperCase() : '';
  const language = isLanguage(header) ? header : merchant.defaultLanguage;
  const userAgent = request.headers['user-agent'];
  return {
    merchant,
    language,
    catalogue: catalogueFor(language),
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    member: null,
    staff: null,
  };
}
