import { z } from 'zod';
import { ZBankAccount } from '../cashier-settings.js';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ZAmount } from '../money.js';
import { ROLES } from '../staff-roles.js';
import { ZRequestId } from './wallet.js';

/**
 * Deposits (domain.md §3). A deposit starts PENDING and ends APPROVED (money credited), REJECTED
 * or EXPIRED (nobody settled it in time). EXPIRED is a timer, not a verdict: money that arrives
 * late (a gateway's PAID, a staff approval) still turns it APPROVED. See decision 0007.
 */
export const DEPOSIT_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'GATEWAY'] as const;
export type DepositChannelType = (typeof DEPOSIT_CHANNEL_TYPES)[number];

/** `reason` of deposits the gateway settled (the site words them; staff write their own). */
export const DEPOSIT_GATEWAY_REASONS = {
  declined: 'GATEWAY_DECLINED',
  unavailable: 'GATEWAY_UNAVAILABLE',
} as const;

const ZId = z.uuid();
const ZState = z.enum(DEPOSIT_STATES);
const ZChannelCode = z.string().regex(/^[A-Z0-9_]{2,32}$/u, 'channel code');

/** A channel as the deposit page shows it; amounts in major units. */
export const ZDepositChannelView = z.object({
  code: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  presets: z.array(z.number()),
  /** Bank transfer only: where the member sends the money. */
  bank: ZBankAccount.nullable(),
});
export type DepositChannelView = z.infer<typeof ZDepositChannelView>;

export const ZDeposit = z.object({
  id: z.string(),
  /** What the member writes on the bank transfer (and quotes to support): `7KQM-X2PA`. */
  reference: z.string(),
  channel: z.string(),
  channelName: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  amount: z.number(),
  currency: z.string(),
  state: ZState,
  createdAt: z.string(),
  /** When a deposit still PENDING then becomes EXPIRED. */
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected (staff's reason, or the gateway's refusal). */
  reason: z.string().nullable(),
  /** Bank transfer: the account the money goes to, as shown when the deposit was made. */
  bank: ZBankAccount.nullable(),
  /** Online payment still pending: the gateway's page where the member pays. */
  payUrl: z.string().nullable(),
});
export type Deposit = z.infer<typeof ZDeposit>;

const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};

export const getDepositChannels = defineEndpoint({
  method: 'GET',
  path: '/wps/deposit/channels',
  auth: 'member',
  moduleId: 'deposit',
  summary: "The brand's enabled deposit channels with their limits and quick amounts",
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    scale: z.number().int(),
    /** Pending deposits a member may have open at once. */
    maxPending: z.number().int(),
    expiryMinutes: z.number().int(),
    channels: z.array(ZDepositChannelView),
  }),
});

export const postDeposit = defineEndpoint({
  method: 'POST',
  path: '/wps/deposit',
  auth: 'member',
  moduleId: 'deposit',
  summary:
    'Start a deposit: bank transfer answers a reference code and the bank details, online payment the gateway page (payUrl)',
  body: z.object({
    requestId: ZRequestId.optional(),
    channel: ZChannelCode,
    amount: ZAmount,
  }),
  value: ZDeposit,
});

export const getDeposits = defineEndpoint({
  method: 'GET',
  path: '/wps/deposit/records',
  auth: 'member',
  moduleId: 'deposit',
  summary: "The member's deposits, newest first, optionally of one state",
  query: z.object({ state: ZState.optional(), ...ZPage }),
  value: z.object({
    list: z.array(ZDeposit),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const getDeposit = defineEndpoint({
  method: 'GET',
  path: '/wps/deposit/records/:id',
  auth: 'member',
  moduleId: 'deposit',
  summary: 'One of the member’s deposits',
  params: z.object({ id: ZId }),
  value: ZDeposit,
});

/** A deposit as staff see it: whose it is, the gateway's payment id, and who settled it. */
export const ZStaffDeposit = ZDeposit.extend({
  memberId: z.number().int(),
  username: z.string(),
  paymentId: z.string().nullable(),
  /** STAFF, GATEWAY or EXPIRY; null while pending. */
  decidedVia: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
});
export type StaffDeposit = z.infer<typeof ZStaffDeposit>;

export const listDepositsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/deposits',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Deposits of the brand by state: the PENDING approval queue oldest first, the others newest first',
  query: z.object({
    state: ZState,
    /** One member's deposits only (their page in the back office). */
    memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** Brand days (its time zone), both included: by when each was decided (created, while pending). */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...ZPage,
  }),
  value: z.object({
    list: z.array(ZStaffDeposit),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

const ZStaffParams = z.object({ id: ZId });

export const approveDeposit = defineEndpoint({
  method: 'POST',
  path: '/bo/api/deposits/:id/approve',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Approve a pending (or expired) deposit: the amount is credited to the main wallet once; audited',
  params: ZStaffParams,
  value: ZStaffDeposit,
});

export const rejectDeposit = defineEndpoint({
  method: 'POST',
  path: '/bo/api/deposits/:id/reject',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Reject a pending deposit (no money moves); audited',
  params: ZStaffParams,
  body: z.object({ reason: text(500).min(1) }),
  value: ZStaffDeposit,
});

/** Approve many at once (the queue's bulk action): each is decided on its own; one refusal stops none. */
export const approveDeposits = defineEndpoint({
  method: 'POST',
  path: '/bo/api/deposits/approve',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    'Approve up to 50 deposits, each as its own approval (audited one by one); answers each outcome in order',
  body: z.object({ ids: z.array(ZId).min(1).max(50) }),
  value: z.object({
    results: z.array(
      z.object({
        id: z.string(),
        ok: z.boolean(),
        errorCode: z.string().nullable(),
        message: z.string().nullable(),
      }),
    ),
  }),
});
