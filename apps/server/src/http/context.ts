import type { TranslatedLanguage } from '@tessera/contracts';
import type { MemberRow } from '../modules/accounts/accounts.repo.js';
import type { Merchant } from '../modules/site/merchant.js';

export interface MemberSession {
  tokenHash: string;
  memberId: number;
  merchantId: number;
  type: number;
  isTrial: boolean;
  mustChangePassword: boolean;
  /** The member as the session lookup read it (at most a second old). */
  member: MemberRow;
}

export interface StaffSession {
  tokenHash: string;
  staffId: number;
  merchantId: number;
  username: string;
  role: string;
}

/** What every API request knows once its hooks ran. */
export interface RequestContext {
  merchant: Merchant;
  /** The language the request asked for, as sent (any of the 31). */
  language: string;
  /** The catalogue its messages come from. */
  catalogue: TranslatedLanguage;
  ip: string;
  userAgent: string | null;
  member: MemberSession | null;
  staff: StaffSession | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyInstance {
    /** Answers are checked against their contracts (tests): nothing bypasses the serialiser. */
    validatesResponses: boolean;
  }
}

export function requireMember(ctx: RequestContext): MemberSession {
  if (!ctx.member) throw new Error('requireMember on a route without member auth');
  return ctx.member;
}

export function requireStaff(ctx: RequestContext): StaffSession {
  if (!ctx.staff) throw new Error('requireStaff on a route without staff auth');
  return ctx.staff;
}
