import type { FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { bearer } from './gatekeeper.js';

/** Every back-office call lives under this prefix; its part of the document is for staff. */
const STAFF_PATHS = '/bo/api/';

/**
 * Options for @fastify/swagger-ui at /docs: the OpenAPI document (/docs/json, /docs/yaml) lists the
 * staff calls only to a request with a live staff token of the brand, or to everyone when
 * `staffPublic` (DOCS_STAFF_PUBLIC) says so; everyone else sees the member site's calls only.
 */
export function staffOnlyDocs(staffPublic: boolean, isStaff: (request: FastifyRequest) => Promise<boolean>) {
  const staffRequests = new WeakSet<FastifyRequest>();
  return {
    uiHooks: {
      onRequest: async (request: FastifyRequest) => {
        if (!staffPublic && (await isStaff(request))) staffRequests.add(request);
      },
    },
    transformSpecification: (spec: Record<string, unknown>, request: FastifyRequest) => {
      if (staffPublic || staffRequests.has(request)) return spec;
      const paths = Object.entries((spec.paths ?? {}) as Record<string, unknown>).filter(
        ([path]) => !path.startsWith(STAFF_PATHS),
      );
      return { ...spec, paths: Object.fromEntries(paths) };
    },
  };
}

/** Whether the request carries a live staff session of the brand it is addressed to. */
export async function isStaffRequest(services: Services, request: FastifyRequest): Promise<boolean> {
  const token = bearer(request);
  if (!token) return false;
  const code = request.headers.merchant;
  try {
    const merchant = await services.merchants.resolve(
      typeof code === 'string' ? code : undefined,
      request.headers.host,
    );
    return (await services.staff.findSession(token, merchant.id)) !== null;
  } catch {
    // No such brand: no staff of it either.
    return false;
  }
}
