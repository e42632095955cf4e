import type { FastifyRequest } from 'fastify';
import type { MemberSessions } from '../modules/accounts/sessions.js';
import type { StaffService } from '../modules/staff/staff.service.js';
import { AppError } from './app-error.js';
import type { Gatekeeper } from './bind.js';
import { ENCRYPTION_HEADER, type SealedPayloads } from './sealed-payloads.js';

/** The session token of the Authorization header (with or without `Bearer `), if any. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.length > 0 && token.length <= 200 ? token : null;
}

export function createGatekeeper(deps: {
  sessions: MemberSessions;
  staff: StaffService;
  sealed: SealedPayloads;
}): Gatekeeper {
  const findMember = async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) return { token: null, session: null };
    return { token, session: await deps.sessions.find(token, request.ctx.merchant.id) };
  };
  return {
    async authenticateMember(request) {
      const { token, session } = await findMember(request);
      if (!token) throw new AppError('login.not.session');
      if (!session) throw new AppError('user.or.token.invalid');
      request.ctx.member = session;
    },
    async authenticateOptional(request) {
      request.ctx.member = (await findMember(request)).session;
    },
    async authenticateStaff(request) {
      const token = bearer(request);
      if (!token) throw new AppError('login.not.session');
      const staff = await deps.staff.findSession(token, request.ctx.merchant.id);
      if (!staff) throw new AppError('user.or.token.invalid');
      request.ctx.staff = staff;
    },
    async openSealedBody(request) {
      const header = request.headers[ENCRYPTION_HEADER];
      if (typeof header !== 'string') {
        if (request.ctx.merchant.allowPlainPayloads) return;
        throw new AppError('encryption.required');
      }
      const body = request.body as { value?: unknown } | null;
      request.body = await deps.sealed.open(header, body?.value);
    },
  };
}
