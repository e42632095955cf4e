import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ZAmount } from '../money.js';

/** `accountTypeId` of the main wallet (domain.md §2); vendor wallets have their own ids ≥ 100. */
export const MAIN_WALLET_ID = 2;
/** Locked bonus money (shown, never transferable until its turnover is met). */
export const BONUS_WALLET_ID = 3;

/** An optional client-drawn id that makes a money call safe to retry: a replay answers the same. */
export const ZRequestId = z.uuid();

export const ZWalletLine = z.object({
  accountTypeId: z.number().int(),
  /** Vendor code for vendor wallets, `MAIN` or `BONUS` otherwise. */
  code: z.string(),
  name: z.string(),
  availBalance: z.number(),
});
export type WalletLine = z.infer<typeof ZWalletLine>;

export const ZWalletBalance = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Decimals of the currency (BDT: 2). */
  scale: z.number().int(),
  balance: z.array(ZWalletLine),
  /** Money held for withdrawals under review (not spendable, part of no wallet above). */
  withdrawHold: z.number(),
});
export type WalletBalance = z.infer<typeof ZWalletBalance>;

export const getWalletBalance = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'member',
  moduleId: 'wallet',
  summary: "The member's wallets: main, bonus and one per vendor in transfer-wallet mode",
  value: ZWalletBalance,
});

export const getConsolidatedFunds = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'member',
  moduleId: 'wallet',
  summary: 'Consolidated funds (wallet part): totals across wallets, bonus, held and pending amounts',
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    sumBalance: z.number(),
    mainBalance: z.number(),
    vendorBalance: z.number(),
    bonusBalance: z.number(),
    withdrawHold: z.number(),
    isSingle: z.number().int(),
    /**
     * Contracts waiting for the member's answer, by type (spec §3): 0 none, 1 a new offer, 2 the
     * upline asks to end one in force. The contract popup opens on a non-zero one.
     */
    divtypereq: z.number().int(),
    dailysalreqtype: z.number().int(),
    contracthoursalreq: z.number().int(),
    realtimesalreqtype: z.number().int(),
    /** Which contract pages the member has (holds or offered one in force): dividend, daily, hourly, real-time. */
    enableCt: z.boolean(),
    salary: z.boolean(),
    hourSalary: z.boolean(),
    realtimeSalary: z.boolean(),
  }),
});

export const getMerchantWallet = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: 'member',
  moduleId: 'wallet',
  summary: 'Wallet mode of the brand: isSingle 1 is one wallet, 0 is main plus vendor wallets',
  query: z.object({ merchantCode: z.string().max(32).optional() }),
  value: z.object({ isSingle: z.number().int() }),
});

export const walletTransfer = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: 'member',
  moduleId: 'wallet',
  summary: 'Move money between the main wallet and a vendor wallet, or bring every vendor wallet back',
  body: z
    .object({
      requestId: ZRequestId.optional(),
      from: z.number().int().optional(),
      to: z.number().int().optional(),
      amount: ZAmount.optional(),
      /** Sweep every vendor wallet back to main (from, to and amount are then ignored). */
      allToMain: z.boolean().optional(),
    })
    .refine((body) => body.allToMain === true || (body.from !== undefined && body.to !== undefined), {
      message: 'from and to are required',
      path: ['from'],
    })
    .refine((body) => body.allToMain === true || body.amount !== undefined, {
      message: 'amount is required',
      path: ['amount'],
    }),
  value: ZWalletBalance,
});

/** Account-record types, as the filter and the list name them. */
export const RECORD_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER',
  'WALLET',
  'ADJUSTMENT',
  'GAME',
  'BONUS',
  'TRIAL',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, 'yyyy-MM-dd');

export const ZAccountRecord = z.object({
  id: z.string(),
  type: z.enum(RECORD_TYPES),
  /** The transfer's own kind (DEPOSIT, WITHDRAW_HOLD, UPLINE_TRANSFER, …) for the detail view. */
  kind: z.string(),
  /** Signed: money in is positive, money out negative. */
  amount: z.number(),
  balanceAfter: z.number(),
  wallet: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountRecord = z.infer<typeof ZAccountRecord>;

export const getAccountRecords = defineEndpoint({
  method: 'GET',
  path: '/wps/member/transactions',
  auth: 'member',
  moduleId: 'wallet',
  summary: 'Account record: every movement of the member’s money, newest first, filtered and paged',
  query: z.object({
    type: z.enum(RECORD_TYPES).optional(),
    /** Inclusive days in the brand's time zone (UTC for now). */
    from: ZDay.optional(),
    to: ZDay.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  value: z.object({
    list: z.array(ZAccountRecord),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});
