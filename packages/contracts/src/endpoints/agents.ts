import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ZBetRecord, ZRoundLeg } from './bet-records.js';
import { GAME_CATEGORIES } from './games.js';
import { ZDay } from './wallet.js';

/**
 * The agent centre (spec §2.4, domain.md §7, issue 14). Every call answers about the caller's own
 * team only: the members below them by the materialised path. A member who is not an agent is
 * refused with `agent.only`; a trial member with `trial.not.allowed`. Members of the team are named
 * by their account (username); days are the brand's days (its time zone).
 */

/** Periods of the agent's reports, in the brand's days; `custom` takes `from` and `to`. */
export const AGENT_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

const ZPeriodQuery = {
  period: z.enum(AGENT_PERIODS).default('today'),
  /** Inclusive brand days, for `custom` (at most 92 days apart). */
  from: ZDay.optional(),
  to: ZDay.optional(),
};

const ZPaging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};

/** A team member's account name as a filter: exact for `account`, a prefix for `username`. */
const ZAccount = text(64).min(1);

/** What a downline is registered as: a plain member or an agent with a team of their own. */
export const DOWNLINE_KINDS = ['MEMBER', 'AGENT'] as const;

/** The team's figures for a span of days; money in major units. */
export const ZTeamFigures = z.object({
  /** Members who registered in the span. */
  newMembers: z.number().int(),
  /** Members with at least one settled bet in the span. */
  activeMembers: z.number().int(),
  /** Members whose first deposit was credited in the span. */
  firstDeposits: z.number().int(),
  depositCount: z.number().int(),
  deposits: z.number(),
  withdrawalCount: z.number().int(),
  withdrawals: z.number(),
  /** Stakes of settled bets. */
  validBet: z.number(),
  payout: z.number(),
  /** The team's win: payout − valid bet of settled bets (negative when the team lost). */
  profit: z.number(),
});
export type TeamFigures = z.infer<typeof ZTeamFigures>;

export const getAgentOverview = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/overview',
  auth: 'member',
  moduleId: 'agent',
  summary:
    'Team overview (agentTeamOverview): team size now, and the figures of a period with one row per day for the charts',
  query: z.object(ZPeriodQuery),
  value: z.object({
    from: z.string(),
    to: z.string(),
    /** Everyone below the agent, at any depth, now. */
    teamSize: z.number().int(),
    directMembers: z.number().int(),
    directAgents: z.number().int(),
    totals: ZTeamFigures,
    days: z.array(ZTeamFigures.extend({ day: z.string() })),
  }),
});

export const ZDownline = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  /** 1 for a direct downline, 2 for theirs, and so on. */
  level: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** The account of their upline (the caller for a direct downline). */
  upline: z.string(),
  /** Main wallet, major units. */
  balance: z.number(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Everyone below them. */
  teamSize: z.number().int(),
});
export type Downline = z.infer<typeof ZDownline>;

export const searchDownlines = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/downlines',
  auth: 'member',
  moduleId: 'agent',
  summary:
    'Downlines (downlineManagmentView, and the downline transfer search): the direct ones of the caller or of a downline (`under`), or the whole team; by username prefix; paged by name',
  query: z.object({
    username: text(64).optional(),
    scope: z.enum(['direct', 'all']).default('all'),
    /** Drill down: the direct downlines of this member of the team. */
    under: ZAccount.optional(),
    ...ZPaging,
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    list: z.array(ZDownline),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const createDownline = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/downlines',
  auth: 'member',
  encrypted: true,
  moduleId: 'agent',
  summary:
    "Register a direct downline (registerCenter), a member or an agent, with the brand's default password, which they must change at their first login",
  body: z.object({
    account: ZAccount,
    kind: z.enum(DOWNLINE_KINDS),
    nickname: text(32).optional(),
  }),
  value: z.object({
    downline: ZDownline,
    /** The brand's default password, to hand over with the account. */
    initialPassword: z.string(),
  }),
});

export const ZInvitation = z.object({
  code: z.string(),
  kind: z.enum(DOWNLINE_KINDS),
  /** The brand's registration link carrying the code. */
  link: z.string(),
  registrations: z.number().int(),
  createdAt: z.string(),
});

/** How many invitation codes an agent may hold. */
export const MAX_INVITATIONS = 20;

export const getInvitations = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/invitations',
  auth: 'member',
  moduleId: 'agent',
  summary: "The agent's invitation codes and links, newest first, with how many registered through each",
  value: z.object({ list: z.array(ZInvitation) }),
});

export const createInvitation = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/invitations',
  auth: 'member',
  moduleId: 'agent',
  summary: `A new invitation code: those who register with it join the agent's team as members or as agents (at most ${MAX_INVITATIONS} codes)`,
  body: z.object({ kind: z.enum(DOWNLINE_KINDS) }),
  value: ZInvitation,
});

const ZBetTotals = z.object({
  rounds: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  profit: z.number(),
});

export const getTeamBets = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/bets',
  auth: 'member',
  moduleId: 'agent',
  summary:
    "Team betting (the agent centre's personalHistoryCopy): the team's rounds and lottery bets newest first, by member, game type and days, paged, with totals",
  query: z.object({
    account: ZAccount.optional(),
    gameType: z.enum(GAME_CATEGORIES).optional(),
    ...ZPeriodQuery,
    ...ZPaging,
  }),
  value: z.object({
    from: z.string(),
    to: z.string(),
    list: z.array(ZBetRecord.extend({ account: z.string() })),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totals: ZBetTotals,
  }),
});

export const getTeamBet = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/bets/:id',
  auth: 'member',
  moduleId: 'agent',
  summary:
    "One row of team betting in full, as the member's own betting record shows it (its bets, wins and rollbacks) and whose it is; a round or lottery bet of anyone outside the caller's team is object.not.found",
  params: z.object({ id: z.string().regex(/^L?[1-9]\d{0,17}$/u, 'round id') }),
  value: z.object({ record: ZBetRecord.extend({ account: z.string() }), legs: z.array(ZRoundLeg) }),
});

export const ZStatementRow = ZTeamFigures.omit({
  newMembers: true,
  activeMembers: true,
  firstDeposits: true,
}).extend({
  account: z.string(),
  level: z.number().int(),
  isAgent: z.boolean(),
});

export const getTeamStatements = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/statements',
  auth: 'member',
  moduleId: 'agent',
  summary:
    'Profit and loss statements (palStatementsAgentCopy): per member of the team over a period, deposits, withdrawals, valid bet, payout and profit; members with activity only, by valid bet',
  query: z.object({ account: ZAccount.optional(), ...ZPeriodQuery, ...ZPaging }),
  value: z.object({
    from: z.string(),
    to: z.string(),
    list: z.array(ZStatementRow),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totals: ZStatementRow.omit({ account: true, level: true, isAgent: true }),
  }),
});

export const TEAM_TRANSACTION_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const;

export const getTeamTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/transactions',
  auth: 'member',
  moduleId: 'agent',
  summary:
    "Downline transactions (agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals and transfers newest first, by kind, member and days, paged",
  query: z.object({
    kind: z.enum(TEAM_TRANSACTION_KINDS).optional(),
    account: ZAccount.optional(),
    ...ZPeriodQuery,
    ...ZPaging,
  }),
  value: z.object({
    from: z.string(),
    to: z.string(),
    list: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(TEAM_TRANSACTION_KINDS),
        account: z.string(),
        /** Major units; a transfer's amount as the team member sent (−) or received (+) it. */
        amount: z.number(),
        /** The deposit's or withdrawal's state; OK for a transfer. */
        status: z.string(),
        /** The channel, bank or other party. */
        detail: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});
