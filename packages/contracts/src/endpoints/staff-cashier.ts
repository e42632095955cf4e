import { z } from 'zod';
import { ZBankAccount } from '../cashier-settings.js';
import { text } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { MAX_AMOUNT } from '../money.js';
import { ROLES } from '../staff-roles.js';

/**
 * A brand's deposit channels as staff edit them (issue 13): stored in minor units in
 * `merchants.cashier_settings`, shown here in major units like every amount on the wire. The list's
 * order is the order the deposit page shows.
 */
const ZMajor = z.number().finite().min(0).max(MAX_AMOUNT);
const ZChannelFields = {
  type: z.enum(['BANK', 'GATEWAY']),
  name: text(100).min(1),
  enabled: z.boolean(),
  min: ZMajor,
  max: ZMajor,
  presets: z.array(ZMajor).max(12),
  bank: ZBankAccount.optional(),
  /** An online channel's payment-provider adapter (`SANDBOX` is the bundled one). */
  gateway: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/u)
    .optional(),
  /** The provider's fee to the brand per deposit: a percent (up to two decimals) and a fixed part. */
  feePercent: z.number().finite().min(0).max(100).optional(),
  feeFixed: ZMajor.optional(),
};
export const ZStaffChannel = z.object({
  code: z.string(),
  ...ZChannelFields,
  /** Whether this deployment has the channel's gateway adapter (a bank channel always works). */
  usable: z.boolean(),
});
export type StaffChannel = z.infer<typeof ZStaffChannel>;

const ZChannelList = z.object({ channels: z.array(ZStaffChannel), gateways: z.array(z.string()) });

export const listPaymentChannels = defineEndpoint({
  method: 'GET',
  path: '/bo/api/payment-channels',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    "The brand's deposit channels in the order members see them, and the gateway adapters this deployment has",
  value: ZChannelList,
});

export const createPaymentChannel = defineEndpoint({
  method: 'POST',
  path: '/bo/api/payment-channels',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary: 'Add a deposit channel (last in order); audited',
  body: z.object({ code: z.string().regex(/^[A-Z0-9_]{2,32}$/u, 'channel code'), ...ZChannelFields }),
  value: ZChannelList,
});

export const updatePaymentChannel = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/payment-channels/:code',
  auth: 'staff',
  roles: ROLES.money,
  moduleId: 'backoffice',
  summary:
    'Change a deposit channel and its place in the order (position 0 is first); its code (and house account) stays; audited with before and after',
  params: z.object({ code: z.string().regex(/^[A-Z0-9_]{2,32}$/u, 'channel code') }),
  body: z.object({ ...ZChannelFields, position: z.number().int().min(0).max(19) }),
  value: ZChannelList,
});
