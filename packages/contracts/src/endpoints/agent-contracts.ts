import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ZDay } from './wallet.js';

/**
 * Contracts between an upline and a direct downline (spec §4, §7.5; domain.md §7; issue 14):
 * offered (`P`), accepted into force (`V`) or rejected (`R`), and ended (`C`). The upline who offers
 * pays every bill from their own main wallet; a brand's top agents hold contracts staff offered,
 * which the house pays. Money in major units; rates in basis points (100 = 1 %).
 */

export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_STATES = ['P', 'V', 'R', 'C'] as const;
/** How often a dividend is settled (salaries: by their type). */
export const DIVIDEND_PERIODS = ['WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
/** A downline's answer: accept, reject, or ask to end a contract in force. */
export const CONTRACT_ACTIONS = ['A', 'R', 'C'] as const;

/** The highest rate a tier may give: 50 % of valid bet (salaries) or of net loss (dividends). */
export const MAX_RATE_BP = 5_000;
export const MAX_TIERS = 10;

/**
 * One step of a contract: reached when the period's team figures meet every minimum; it pays its
 * rate of the base (salaries: valid bet; dividends: net loss) and, for salaries, a fixed amount.
 */
export const ZContractTier = z.object({
  minValidBet: z.number().min(0).max(1e12),
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  /** Dividends: the team's net loss (stakes − payouts) the period must reach. */
  minNetLoss: z.number().min(0).max(1e12).default(0),
  rateBp: z.number().int().min(0).max(MAX_RATE_BP),
  /** Salaries: a fixed amount on top of the rate. */
  fixed: z.number().min(0).max(1e9).default(0),
});
export type ContractTier = z.infer<typeof ZContractTier>;

export const ZContract = z.object({
  id: z.string(),
  type: z.enum(CONTRACT_TYPES),
  state: z.enum(CONTRACT_STATES),
  /** Dividends only. */
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  tiers: z.array(ZContractTier),
  /** Who offered it (and pays it); null: the house (staff offered it to a top agent). */
  upline: z.string().nullable(),
  /** Who holds it. */
  member: z.string(),
  /** A termination asked for and not yet decided: by whom. */
  terminationRequestedBy: z.enum(['UPLINE', 'DOWNLINE']).nullable(),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Why it ended: rejected, terminated on request, replaced, a lower rate above it, staff. */
  endedReason: z.string().nullable(),
});
export type Contract = z.infer<typeof ZContract>;

/**
 * `value` of the refusal `contract.terminates.lower`: the holder's own live offers to their downlines
 * that pay more than the new contract, which accepting it would end; `accounts` are their holders.
 */
export const ZTerminatesLowerRefusal = z.object({
  accounts: z.array(z.string()),
  contracts: z.array(
    z.object({
      contractId: z.string(),
      type: z.enum(CONTRACT_TYPES),
      state: z.enum(CONTRACT_STATES),
      account: z.string(),
      rateBp: z.number().int(),
    }),
  ),
});
export type TerminatesLowerRefusal = z.infer<typeof ZTerminatesLowerRefusal>;

export const offerContract = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts',
  auth: 'member',
  moduleId: 'agent',
  summary:
    "An agent offers a direct downline a contract (state P), with tiers; no tier's rate may exceed the agent's own contract of that type. When the downline's own offers to their team pay more, accepting it ends those: the call is refused (contract.terminates.lower, its value listing them: ZTerminatesLowerRefusal) until acknowledgeTerminations is true",
  body: z.object({
    account: text(64).min(1),
    type: z.enum(CONTRACT_TYPES),
    period: z.enum(DIVIDEND_PERIODS).optional(),
    tiers: z.array(ZContractTier).min(1).max(MAX_TIERS),
    acknowledgeTerminations: z.boolean().default(false),
  }),
  value: ZContract,
});

export const listContracts = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: 'member',
  moduleId: 'agent',
  summary:
    'Contracts the caller holds (received) or offered to their direct downlines (offered), newest first, by type and state',
  query: z.object({
    direction: z.enum(['received', 'offered']).default('received'),
    type: z.enum(CONTRACT_TYPES).optional(),
    state: z.enum(CONTRACT_STATES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  value: z.object({
    list: z.array(ZContract),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const requestTermination = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/:id/termination',
  auth: 'member',
  moduleId: 'agent',
  summary:
    'The upline asks to end a contract in force that they offered; the holder accepts (it ends) or rejects (it stays) with their process call',
  params: z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/u, 'contract id') }),
  value: ZContract,
});

const processBody = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/u, 'contract id'),
  action: z.enum(CONTRACT_ACTIONS),
});

/** The process call of each type (a call for another type's contract is object.not.found). */
const processCall = (path: string, name: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    auth: 'member',
    moduleId: 'agent',
    summary: `The holder answers a ${name} contract: A accepts an offer (or an upline's termination request), R rejects it, C asks to end a contract in force`,
    body: processBody,
    value: ZContract,
  });

export const processDividend = processCall('/wps/relay/MCS2_processDividendReq', 'dividend');
export const processDailySalary = processCall('/wps/relay/MCS2_processDailySalContract', 'daily salary');
export const processHourlySalary = processCall('/wps/relay/MCS2_processContractHourSalary', 'hourly salary');
export const processRealtimeSalary = processCall(
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  'real-time salary',
);

export const CONTRACT_PROCESS_CALLS = {
  DIVIDEND: processDividend,
  DAILY_SALARY: processDailySalary,
  HOURLY_SALARY: processHourlySalary,
  REALTIME_SALARY: processRealtimeSalary,
} as const satisfies Record<ContractType, unknown>;

/**
 * PENDING: settled, its payment not yet made (a moment, or until the next run after a crash);
 * INSUFFICIENT_BALANCE: the payer could not cover it, tried again at every run; HELD: staff hold it.
 */
export const BILL_STATES = ['PENDING', 'PAID', 'INSUFFICIENT_BALANCE', 'HELD', 'NOTHING_DUE'] as const;

/** One settlement of one contract for one period: its inputs, the tier it reached, what it paid. */
export const ZBill = z.object({
  id: z.string(),
  contractId: z.string(),
  type: z.enum(CONTRACT_TYPES),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Who paid (null: the house) and who was paid (the contract's holder): account and member id. */
  payer: z.string().nullable(),
  payerId: z.number().int().nullable(),
  payee: z.string(),
  payeeId: z.number().int(),
  validBet: z.number(),
  netLoss: z.number(),
  activeMembers: z.number().int(),
  /** The tier reached (its index in the contract's tiers), or null when none was. */
  tierIndex: z.number().int().nullable(),
  rateBp: z.number().int(),
  amount: z.number(),
  state: z.enum(BILL_STATES),
  settledAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Bill = z.infer<typeof ZBill>;

export const listBills = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/bills',
  auth: 'member',
  moduleId: 'agent',
  summary:
    'Bills (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary, agentRevenueReport): those paid to the caller (received) or by them to their downlines (paid), newest first, by type and days',
  query: z.object({
    direction: z.enum(['received', 'paid']).default('received'),
    type: z.enum(CONTRACT_TYPES).optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  value: z.object({
    list: z.array(ZBill),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    /** Sum of the listed bills' amounts that were paid. */
    paidTotal: z.number(),
  }),
});
