import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';

/**
 * The game catalog as staff run it (issue 13, decision 0030). Vendors and games are the
 * deployment's catalog: their status, order and marks apply to every brand on it. Whether this
 * brand offers a vendor is the brand's own switch (`offered`).
 */
export const ZStaffVendor = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  kind: z.enum(['EXTERNAL', 'INHOUSE']),
  sort: z.number().int(),
  /** A note shown to staff (why a vendor is off, until when). */
  remark: z.string().nullable(),
  /** This brand offers it (a brand may switch a vendor off for itself). */
  offered: z.boolean(),
  games: z.number().int(),
  /** It has a signing secret (without one its calls are refused). */
  hasSecret: z.boolean(),
  /** When staff last rotated its secret; null when set by configuration. */
  secretRotatedAt: z.string().nullable(),
  /** Until when the secret a rotation replaced is still accepted; null when it is not. */
  previousSecretValidUntil: z.string().nullable(),
});

export const listVendorsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/vendors',
  auth: 'staff',
  roles: ROLES.catalog,
  moduleId: 'backoffice',
  summary:
    'Game vendors in order, with their status, wallet mode, game count and whether this brand offers them',
  value: z.object({ list: z.array(ZStaffVendor) }),
});

export const putVendorStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/vendors/:code',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary:
    "Change a vendor: its status and order in the catalog (every brand), its remark, and whether this brand offers it; audited with before and after; every node's lobby follows within a second",
  params: z.object({ code: z.string().regex(/^[A-Z0-9_]{1,32}$/u, 'vendor code') }),
  body: z.object({
    status: z.enum(['ACTIVE', 'DISABLED']),
    sort: z.number().int().min(0).max(100_000),
    remark: text(200).nullable(),
    offered: z.boolean(),
  }),
  value: ZStaffVendor,
});

/** The longest a replaced secret may stay accepted after a rotation. */
export const MAX_SECRET_GRACE_HOURS = 72;

export const rotateVendorSecretStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/vendors/:code/secret',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary:
    'Draw a new signing secret for a vendor, answered this once and never shown again; the old one stays accepted for graceHours (0: refused at once, for a leaked secret); audited without the secret',
  params: z.object({ code: z.string().regex(/^[A-Z0-9_]{1,32}$/u, 'vendor code') }),
  body: z.object({ graceHours: z.number().int().min(0).max(MAX_SECRET_GRACE_HOURS) }),
  value: z.object({
    vendorCode: z.string(),
    /** 64 hex digits: give it to the vendor; it is not shown again. */
    secret: z.string(),
    rotatedAt: z.string(),
    previousSecretValidUntil: z.string().nullable(),
  }),
});

export const GAME_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;

export const ZStaffGame = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  name: z.string(),
  icon: z.string(),
  status: z.enum(GAME_STATUSES),
  hot: z.boolean(),
  recommended: z.boolean(),
  sort: z.number().int(),
  rtp: z.number().nullable(),
});

export const listGamesStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/games',
  auth: 'staff',
  roles: ROLES.catalog,
  moduleId: 'backoffice',
  summary:
    'Games of the catalog, every status, filtered by vendor, type, status, mark and name; in lobby order',
  query: z.object({
    vendor: z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/u)
      .optional(),
    gameType: z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/u)
      .optional(),
    status: z.enum(GAME_STATUSES).optional(),
    hot: z.enum(['true', 'false']).optional(),
    q: text(60).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(ZStaffGame),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const putGameStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/games/:id',
  auth: 'staff',
  roles: ROLES.catalog,
  moduleId: 'backoffice',
  summary:
    'Change a game: status (maintenance keeps it listed but not playable), hot, recommended, order; audited',
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({
    status: z.enum(GAME_STATUSES),
    hot: z.boolean(),
    recommended: z.boolean(),
    sort: z.number().int().min(0).max(100_000),
  }),
  value: ZStaffGame,
});
