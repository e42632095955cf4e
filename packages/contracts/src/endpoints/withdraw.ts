import { z } from 'zod';
import { dataUrl, text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ZAmount } from '../money.js';
import { ROLES } from '../staff-roles.js';
import { ZRequestId } from './wallet.js';

/**
 * Withdrawals (domain.md §3): the member asks, staff review and pay, the member confirms receipt.
 * States in order; REJECTED ends a withdrawal under review (or approved but not yet paid).
 */
export const WITHDRAWAL_STATES = [
  'PENDING_REVIEW',
  'APPROVED',
  'DISBURSED',
  'RECEIVED',
  'PARTIALLY_RECEIVED',
  'NOT_RECEIVED',
  'REJECTED',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** What the member answers on the withdrawal confirmation screen. */
export const RECEIPT_RESULTS = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const;
export type ReceiptResult = (typeof RECEIPT_RESULTS)[number];

/** Proof images (spec §5): png or jpg, at most 5 MB each, at most 3. */
export const PROOF_RULES = {
  maxCount: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;

/** Base64 characters of one proof at the size limit (4 per 3 bytes), plus its data-URL prefix. */
const PROOF_MAX_CHARS = Math.ceil(PROOF_RULES.maxBytes / 3) * 4 + 64;
/**
 * The receipt call carries up to 3 images as base64 in JSON, so it needs more than the 1 MiB every
 * other call gets. A proof a little over the limit still fits, so it is refused with the proof
 * rule's own message (`receipt.proof.invalid`) rather than a bare "too large".
 */
export const RECEIPT_BODY_LIMIT = PROOF_RULES.maxCount * PROOF_MAX_CHARS + 1024 * 1024;

/** A proof image as a data URL (`data:image/png;base64,…`); its real type is read from its bytes. */
export const ZProofImage = dataUrl(RECEIPT_BODY_LIMIT);

const ZId = z.uuid();
const ZCardId = z.number().int().positive().max(2_147_483_647);
const ZState = z.enum(WITHDRAWAL_STATES);

/** A bound card as the withdraw page shows it: the number masked but for its last four digits. */
export const ZWithdrawCard = z.object({
  id: z.number().int(),
  bankName: z.string(),
  holderName: z.string(),
  cardNumber: z.string(),
  branch: z.string().nullable(),
});
export type WithdrawCard = z.infer<typeof ZWithdrawCard>;

export const ZWithdrawReceipt = z.object({
  result: z.enum(RECEIPT_RESULTS),
  receivedAmount: z.number().nullable(),
  remainingAmount: z.number().nullable(),
  /** Nobody confirmed in time: it counted as received (no refund follows). */
  forced: z.boolean(),
  proofCount: z.number().int(),
  confirmedAt: z.string(),
});

export const ZWithdrawal = z.object({
  id: z.string(),
  amount: z.number(),
  state: ZState,
  /** The card the money goes to, as it was when the member asked. */
  card: ZWithdrawCard,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  /** When an unconfirmed disbursement counts as received. */
  autoReceiveAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  receipt: ZWithdrawReceipt.nullable(),
});
export type Withdrawal = z.infer<typeof ZWithdrawal>;

const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};

export const getWithdrawInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/info',
  auth: 'member',
  moduleId: 'withdraw',
  summary: 'What the withdraw page needs: limits, available balance, cards, password and turnover',
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    scale: z.number().int(),
    min: z.number(),
    max: z.number(),
    /** The main wallet's balance: what a withdrawal can take. */
    available: z.number(),
    /** Withdrawals still allowed today (UTC). */
    dailyCount: z.number().int(),
    dailyLimit: z.number().int(),
    cards: z.array(ZWithdrawCard),
    hasPaymentPassword: z.boolean(),
    /** Turnover still owed on open wagering requirements; withdrawal waits until it is 0. */
    remainingTurnover: z.number(),
  }),
});

export const postWithdraw = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw',
  auth: 'member',
  encrypted: true,
  moduleId: 'withdraw',
  summary: 'Ask for a withdrawal: the amount moves from the main wallet into the withdrawal hold',
  body: z.object({
    requestId: ZRequestId.optional(),
    amount: ZAmount,
    cardId: ZCardId,
    paymentPassword: z.string().min(1).max(64),
  }),
  value: ZWithdrawal,
});

export const getWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/records',
  auth: 'member',
  moduleId: 'withdraw',
  summary: "The member's withdrawals, newest first, optionally of one state",
  query: z.object({ state: ZState.optional(), ...ZPage }),
  value: z.object({
    list: z.array(ZWithdrawal),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const getWithdrawal = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/records/:id',
  auth: 'member',
  moduleId: 'withdraw',
  summary: 'One of the member’s withdrawals',
  params: z.object({ id: ZId }),
  value: ZWithdrawal,
});

export const postWithdrawReceipt = defineEndpoint({
  method: 'POST',
  path: '/wps/withdraw/records/:id/receipt',
  auth: 'member',
  moduleId: 'withdraw',
  bodyLimit: RECEIPT_BODY_LIMIT,
  summary:
    'Withdrawal confirmation: received in full, in part (received + remaining = amount), or not at all (1–3 proof images)',
  params: z.object({ id: ZId }),
  body: z.object({
    result: z.enum(RECEIPT_RESULTS),
    receivedAmount: ZAmount.optional(),
    remainingAmount: ZAmount.optional(),
    /** More than 3 is refused by the proof rule (its message says why), not by the schema. */
    proofs: z.array(ZProofImage).max(10).optional(),
  }),
  value: ZWithdrawal,
});

export const ZProof = z.object({
  contentType: z.enum(PROOF_RULES.types),
  /** `data:<type>;base64,…`, ready for an `<img src>`. */
  dataUrl: z.string(),
  size: z.number().int(),
});

const ZProofParams = z.object({ id: ZId, index: z.coerce.number().int().min(1).max(PROOF_RULES.maxCount) });

export const getWithdrawProof = defineEndpoint({
  method: 'GET',
  path: '/wps/withdraw/records/:id/proofs/:index',
  auth: 'member',
  moduleId: 'withdraw',
  summary: 'One proof image the member sent with a receipt confirmation (1-based)',
  params: ZProofParams,
  value: ZProof,
});

/** A withdrawal as staff see it: whose it is, and who reviewed it. */
export const ZStaffWithdrawal = ZWithdrawal.extend({
  memberId: z.number().int(),
  username: z.string(),
  reviewedBy: z.number().int().nullable(),
  disbursedBy: z.number().int().nullable(),
});
export type StaffWithdrawal = z.infer<typeof ZStaffWithdrawal>;

export const listWithdrawalsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/withdrawals',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Withdrawals of the brand by state (the review queue is PENDING_REVIEW), oldest first',
  query: z.object({
    state: ZState,
    /** One member's withdrawals only (their page in the back office). */
    memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** Brand days (its time zone), both included: by when each was paid (asked, until paid). */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...ZPage,
  }),
  value: z.object({
    list: z.array(ZStaffWithdrawal),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

const ZStaffParams = z.object({ id: ZId });

export const approveWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/bo/api/withdrawals/:id/approve',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Approve a withdrawal under review (no money moves yet); audited',
  params: ZStaffParams,
  value: ZStaffWithdrawal,
});

export const rejectWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/bo/api/withdrawals/:id/reject',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Reject a withdrawal under review or approved: the hold goes back to the main wallet; audited',
  params: ZStaffParams,
  body: z.object({ reason: text(500).min(1) }),
  value: ZStaffWithdrawal,
});

export const disburseWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/bo/api/withdrawals/:id/disburse',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Mark an approved withdrawal paid: the hold leaves for the cash account; audited',
  params: ZStaffParams,
  value: ZStaffWithdrawal,
});

export const getWithdrawProofStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/withdrawals/:id/proofs/:index',
  auth: 'staff',
  roles: ROLES.moneyReview,
  moduleId: 'backoffice',
  summary: 'A proof image a member sent with a receipt confirmation (1-based)',
  params: ZProofParams,
  value: ZProof,
});

/** Approve many at once (the queue's bulk action): each is decided on its own; one refusal stops none. */
export const approveWithdrawals = defineEndpoint({
  method: 'POST',
  path: '/bo/api/withdrawals/approve',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    'Approve up to 50 withdrawals, each as its own approval (audited one by one); answers each outcome in order',
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
