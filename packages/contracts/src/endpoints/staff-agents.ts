import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';
import {
  BILL_STATES,
  CONTRACT_STATES,
  CONTRACT_TYPES,
  DIVIDEND_PERIODS,
  MAX_TIERS,
  ZBill,
  ZContract,
  ZContractTier,
} from './agent-contracts.js';
import { AGENT_PERIODS, getAgentOverview } from './agents.js';
import { ZDay } from './wallet.js';

/**
 * The back office's agents (issue 14): the agent tree, every contract and bill of the brand, the
 * contracts the house offers its top agents, and the brakes: suspending a contract (its periods
 * pass unbilled while suspended) and holding a bill (not paid until released).
 */

const ZId = z.string().regex(/^[1-9]\d{0,17}$/u, 'id');
const ZMemberId = z.coerce.number().int().min(1).max(2_147_483_647);
const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
};

export const ZStaffAgentNode = z.object({
  memberId: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** Direct downlines, and everyone below. */
  directCount: z.number().int(),
  teamSize: z.number().int(),
  /** Contracts in force, by type. */
  contracts: z.array(z.enum(CONTRACT_TYPES)),
});

export const getAgentTreeStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/agents/tree',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary:
    "The agent tree, one level at a time: the brand's top agents, or the direct downlines of `parentId`, with their team sizes and contracts in force. A search by `account` (exact, any case) and/or `memberId` answers the one member it names (the account's first) (none when no member of the brand is), under `path` their uplines, so the tree opens at them",
  query: z.object({
    parentId: ZMemberId.optional(),
    /**
     * Search: the member with this account, or this id (both: the account's, else the id's), instead
     * of a level (`parentId` is ignored).
     */
    account: text(64).min(1).optional(),
    memberId: ZMemberId.optional(),
    ...ZPage,
  }),
  value: z.object({
    /**
     * The member whose downlines these are, with their uplines top first (empty at the top); for a
     * search, the found member's uplines (empty when they are a top agent or nobody was found).
     */
    path: z.array(z.object({ memberId: z.number().int(), account: z.string() })),
    list: z.array(ZStaffAgentNode),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** Why staff last applied or lifted a brake (a suspension, a hold), who did, and when. */
export const ZBrakeNote = z.object({
  reason: z.string(),
  /** The staff member's account (null once that account is gone). */
  by: z.string().nullable(),
  at: z.string(),
});
export type BrakeNote = z.infer<typeof ZBrakeNote>;

export const ZStaffContract = ZContract.extend({
  suspended: z.boolean(),
  memberId: z.number().int(),
  /** The reason given when the contract was last suspended or its suspension lifted (null: never). */
  suspensionNote: ZBrakeNote.nullable(),
});
export type StaffContract = z.infer<typeof ZStaffContract>;

export const listContractsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/agent-contracts',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary: "The brand's contracts, newest first, by holder's account, type and state",
  query: z.object({
    account: text(64).min(1).optional(),
    type: z.enum(CONTRACT_TYPES).optional(),
    state: z.enum(CONTRACT_STATES).optional(),
    ...ZPage,
  }),
  value: z.object({
    list: z.array(ZStaffContract),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const offerContractStaff = defineEndpoint({
  method: 'POST',
  path: '/bo/api/agent-contracts',
  auth: 'staff',
  roles: ROLES.moneyReview,
  moduleId: 'backoffice',
  summary:
    'The house offers a top agent (an agent with no agent above) a contract, which the house pays; the agent accepts or rejects it as any other',
  body: z.object({
    memberId: z.number().int().min(1),
    type: z.enum(CONTRACT_TYPES),
    period: z.enum(DIVIDEND_PERIODS).optional(),
    tiers: z.array(ZContractTier).min(1).max(MAX_TIERS),
  }),
  value: ZStaffContract,
});

export const suspendContractStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/agent-contracts/:id/suspension',
  auth: 'staff',
  roles: ROLES.moneyReview,
  moduleId: 'backoffice',
  summary:
    'Suspend a contract in force (its periods pass unbilled while suspended) or lift the suspension; the reason is kept on the contract (suspensionNote) and audited',
  params: z.object({ id: ZId }),
  body: z.object({ suspended: z.boolean(), reason: text(500).min(1) }),
  value: ZStaffContract,
});

export const ZStaffBill = ZBill.extend({
  held: z.boolean(),
  attempts: z.number().int(),
  /** The reason given when the bill was last held or released (null: never). */
  holdNote: ZBrakeNote.nullable(),
});
export type StaffBill = z.infer<typeof ZStaffBill>;

export const listBillsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/agent-bills',
  auth: 'staff',
  roles: ROLES.members,
  moduleId: 'backoffice',
  summary: "The brand's contract bills, newest first, by payee account, type, state and days",
  query: z.object({
    account: text(64).min(1).optional(),
    type: z.enum(CONTRACT_TYPES).optional(),
    state: z.enum(BILL_STATES).optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
    ...ZPage,
  }),
  value: z.object({
    list: z.array(ZStaffBill),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const holdBillStaff = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/agent-bills/:id/hold',
  auth: 'staff',
  roles: ROLES.moneyReview,
  moduleId: 'backoffice',
  summary:
    'Hold an unpaid bill (it is not paid while held) or release it (paid at the next settlement run); the reason is kept on the bill (holdNote) and audited',
  params: z.object({ id: ZId }),
  body: z.object({ held: z.boolean(), reason: text(500).min(1) }),
  value: ZStaffBill,
});

export const getAgentReportStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/agents/:memberId/report',
  auth: 'staff',
  roles: ROLES.reports,
  moduleId: 'backoffice',
  summary:
    "An agent's team report, as the agent's own overview shows it: team size, registrations, money and play of a period in the brand's days, with a row per day",
  params: z.object({ memberId: ZMemberId }),
  query: z.object({
    period: z.enum(AGENT_PERIODS).default('thisMonth'),
    from: ZDay.optional(),
    to: ZDay.optional(),
  }),
  value: getAgentOverview.value.extend({ account: z.string() }),
});
