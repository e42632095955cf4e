import type { FastifyInstance } from 'fastify';
import type { ProviderTransport } from '../../provider-simulator/src/provider-client.js';

/**
 * The game vendor's client lives with the provider simulator (`apps/provider-simulator`), which
 * drives a running server with it over HTTP; the tests drive an app in their own process with it
 * through `inject`.
 */
export {
  type CallOverrides,
  fetchTransport,
  ProviderClient,
  type ProviderReply,
  type ProviderTransport,
  signProviderCall,
} from '../../provider-simulator/src/provider-client.js';

/** Calls into an app in the same process (tests). */
export function injectTransport(app: FastifyInstance): ProviderTransport {
  return async ({ path, headers, body }) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
}
