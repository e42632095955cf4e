import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';

/**
 * Members as the back office sees them (issue 13): search, a member's page, the ledger statement
 * with its running balance, freezing. Amounts are numbers in major units, as everywhere on the wire.
 */
export const MEMBER_STATUSES = ['ACTIVE', 'DISABLED'] as const;

export const ZMemberParams = z.object({ memberId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZKeysetPage = {
  pageNo: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const ZStaffMemberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  payeeName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  parentId: z.number().int().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type StaffMemberRow = z.infer<typeof ZStaffMemberRow>;

export const listMembersStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/members',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary:
    'Find members by id, username (prefix), mobile, e-mail, real name (prefix), IP or invitation code; newest first. Without q, the newest members',
  query: z.object({ q: text(100).optional(), ...ZKeysetPage }),
  value: z.object({
    list: z.array(ZStaffMemberRow),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    /** Another page follows (no total: counting a million rows on each keystroke is not worth it). */
    hasMore: z.boolean(),
  }),
});

export const ZMemberWallet = z.object({ kind: z.string(), currency: z.string(), balance: z.number() });
export const ZMemberLogin = z.object({
  at: z.string(),
  ip: z.string().nullable(),
  /** ISO country of the IP (offline database); null when unknown (private ranges, loopback). */
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
  endedAt: z.string().nullable(),
});

export const getMemberStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/members/:memberId',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary: "A member's page: profile, status, upline chain (top first), wallets and the last 20 logins",
  params: ZMemberParams,
  value: z.object({
    member: ZStaffMemberRow.extend({
      nickname: z.string().nullable(),
      language: z.string(),
      affiliateCode: z.string().nullable(),
      registerIp: z.string().nullable(),
      totpEnabled: z.boolean(),
      passwordMustChange: z.boolean(),
    }),
    uplines: z.array(z.object({ id: z.number().int(), username: z.string(), type: z.number().int() })),
    wallets: z.array(ZMemberWallet),
    logins: z.array(ZMemberLogin),
  }),
});

export const ZStatementLine = z.object({
  seq: z.string(),
  at: z.string(),
  kind: z.string(),
  wallet: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  /** Signed: positive when money came in to the member. */
  amount: z.number(),
  balanceAfter: z.number(),
});

export const getMemberLedgerStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/members/:memberId/ledger',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary:
    "A member's ledger statement, newest first, with the balance after each line; `before` (a line's seq) pages on",
  params: ZMemberParams,
  query: z.object({
    before: z
      .string()
      .regex(/^\d{1,19}$/u)
      .optional(),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  value: z.object({ list: z.array(ZStatementLine), hasMore: z.boolean() }),
});

export const putMemberStatus = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/members/:memberId/status',
  auth: 'staff',
  roles: ROLES.memberCare,
  moduleId: 'backoffice',
  summary:
    'Freeze (DISABLED) or unfreeze (ACTIVE) a member: a frozen member cannot log in or move money, and their sessions end on every node; audited with the reason',
  params: ZMemberParams,
  body: z.object({ status: z.enum(MEMBER_STATUSES), reason: text(200).min(1) }),
  value: z.object({ id: z.number().int(), status: z.enum(MEMBER_STATUSES) }),
});

export const resetMemberSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/bo/api/members/:memberId/second-factor/reset',
  auth: 'staff',
  roles: ROLES.memberCare,
  moduleId: 'backoffice',
  summary:
    "Clear a member's authenticator (a lost phone, after checking who is asking): they sign in with the password alone until they set one up again; audited with the reason",
  params: ZMemberParams,
  body: z.object({ reason: text(200).min(1) }),
  value: z.object({ id: z.number().int(), cleared: z.boolean() }),
});

export const ZMemberNote = z.object({
  id: z.string(),
  at: z.string(),
  staffName: z.string(),
  body: z.string(),
});

export const listMemberNotes = defineEndpoint({
  method: 'GET',
  path: '/bo/api/members/:memberId/notes',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary: 'Staff notes on a member, newest first (the member never sees them)',
  params: ZMemberParams,
  value: z.object({ list: z.array(ZMemberNote) }),
});

export const postMemberNote = defineEndpoint({
  method: 'POST',
  path: '/bo/api/members/:memberId/notes',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary: 'Add a staff note to a member (notes are kept, never edited)',
  params: ZMemberParams,
  body: z.object({ body: text(1_000).min(1) }),
  value: ZMemberNote,
});

export const putMemberUpline = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/members/:memberId/upline',
  auth: 'staff',
  roles: ROLES.moveUpline,
  moduleId: 'backoffice',
  summary:
    'Move a member (with their whole team) under another agent of the brand, or to the top (parentId null); audited with the reason',
  params: ZMemberParams,
  body: z.object({
    parentId: z.number().int().positive().max(2_147_483_647).nullable(),
    reason: text(200).min(1),
  }),
  value: z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    movedTeam: z.number().int(),
  }),
});

export const sendMemberPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/bo/api/members/:memberId/password-reset',
  auth: 'staff',
  roles: ROLES.memberCare,
  moduleId: 'backoffice',
  summary:
    'Mail the member a single-use password-reset link (30 minutes) to their bound e-mail; nothing changes until they use it; audited',
  params: ZMemberParams,
  value: z.object({ id: z.number().int(), sentTo: z.string() }),
});
