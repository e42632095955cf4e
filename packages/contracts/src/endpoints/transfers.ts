import { z } from 'zod';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ZAmount } from '../money.js';
import { ZRequestId } from './wallet.js';

const ZPassword = z.string().max(64);

export const ZTransferResult = z.object({
  transferId: z.string(),
  amount: z.number(),
  /** The sender's main balance right after this transfer. */
  balance: z.number(),
  /** The receiver's account name. */
  to: z.string(),
  /** True when this answers a retried call (same requestId) that had already gone through. */
  replayed: z.boolean(),
});
export type TransferResult = z.infer<typeof ZTransferResult>;

export const getTransferInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/member/transfer/info',
  auth: 'member',
  moduleId: 'transfer',
  summary: 'Transfer page: the upline, whether the member is an agent, payment password and main balance',
  value: z.object({
    upline: z.object({ account: z.string(), nickname: z.string().nullable() }).nullable(),
    isAgent: z.boolean(),
    paymentPasswordSet: z.boolean(),
    balance: z.number(),
    currencySymbol: z.string(),
    scale: z.number().int(),
  }),
});

export const transferToUpline = defineEndpoint({
  method: 'POST',
  path: '/wps/member/transfer/upline',
  auth: 'member',
  encrypted: true,
  moduleId: 'transfer',
  summary: "Send money from the main wallet to the member's upline (parent); needs the payment password",
  body: z.object({ amount: ZAmount, paymentPassword: ZPassword, requestId: ZRequestId.optional() }),
  value: ZTransferResult,
});

export const transferToDownline = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/transfer/downline',
  auth: 'member',
  encrypted: true,
  moduleId: 'transfer',
  summary: 'Agents: send money to a member anywhere below them in their team; needs the payment password',
  body: z.object({
    username: text(64).min(1),
    amount: ZAmount,
    paymentPassword: ZPassword,
    requestId: ZRequestId.optional(),
  }),
  value: ZTransferResult,
});
