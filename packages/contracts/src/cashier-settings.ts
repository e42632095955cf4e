import { z } from 'zod';

/**
 * A brand's cashier (domain.md §3), kept in `merchants.cashier_settings`. Amounts here are minor
 * units (integers), as everything stored is; the wire shows them in major units.
 */
const ZMinor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const ZBankAccount = z.object({
  bankName: z.string().max(100),
  accountName: z.string().max(100),
  accountNumber: z.string().max(64),
  branch: z.string().max(100).optional(),
});

export const ZDepositChannel = z.object({
  /** Stable code; also names its house clearing account `CASH:<code>`. */
  code: z.string().regex(/^[A-Z0-9_]{2,32}$/u),
  type: z.enum(['BANK', 'GATEWAY']),
  name: z.string().max(100),
  enabled: z.boolean(),
  min: ZMinor,
  max: ZMinor,
  /** Quick amounts the page offers. */
  presets: z.array(ZMinor).max(12),
  /** Bank transfer: where the member sends the money. */
  bank: ZBankAccount.optional(),
  /** Online: which payment-provider adapter (`SANDBOX` is the bundled one). */
  gateway: z.string().max(32).optional(),
  /**
   * What the bank or the payment provider charges the brand for each deposit: basis points of the
   * amount and a fixed part (minor units). The member is credited the full amount; the fee is the
   * brand's cost, snapshotted on each deposit and shown in the cashier report.
   */
  feeBp: z.number().int().min(0).max(10_000).optional(),
  feeFixed: ZMinor.optional(),
});
export type DepositChannel = z.infer<typeof ZDepositChannel>;

export const ZCashierSettings = z.object({
  deposit: z.object({
    channels: z.array(ZDepositChannel).max(20),
    /** A pending deposit nobody settles expires after this many minutes. */
    expiryMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
    /** Pending deposits a member may have open at once. */
    maxPending: z.number().int().min(1).max(20),
  }),
  withdraw: z.object({
    min: ZMinor,
    max: ZMinor,
    /** Withdrawals a member may request per day (UTC). */
    dailyCount: z.number().int().min(1).max(100),
    /** Unconfirmed disbursements count as received after this many minutes. */
    autoReceiveMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
    /** Bank cards a member may bind. */
    maxCards: z.number().int().min(1).max(20),
  }),
});
export type CashierSettings = z.infer<typeof ZCashierSettings>;

/** What a brand without its own settings gets (BDT-like scale 2 amounts). */
export const DEFAULT_CASHIER_SETTINGS: CashierSettings = {
  deposit: { channels: [], expiryMinutes: 30, maxPending: 3 },
  withdraw: { min: 50_000, max: 5_000_000, dailyCount: 5, autoReceiveMinutes: 30, maxCards: 5 },
};
