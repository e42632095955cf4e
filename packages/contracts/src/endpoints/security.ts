import { z } from 'zod';
import { text, ZDialingCode } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

// Transfers between people live beside the security centre: both need the payment password.
export * from './transfers.js';

/** A payment password on the wire; the rule (exactly 6 digits) is the server's to enforce. */
export const ZPaymentPasswordText = z.string().max(64);
const ZCode = text(16).min(1);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export const ZProfile = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  /** Real name: the member sets it once; later changes are for staff. */
  payeeName: z.string().nullable(),
  /** yyyy-MM-dd */
  birthday: z.string().nullable(),
  /** Masked (`17******78`). */
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  /** The bound number was confirmed with an SMS code. */
  mobileVerified: z.boolean(),
  /** Masked (`ra***@example.com`). */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  paymentPasswordSet: z.boolean(),
  /** An authenticator app is bound (a second factor for logins from new places). */
  totpEnabled: z.boolean(),
});
export type Profile = z.infer<typeof ZProfile>;

const ZCodeSent = z.object({ expiredMinutes: z.number().int() });

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/wps/member/profile',
  auth: 'member',
  moduleId: 'member',
  summary: 'Security centre: profile, bound contacts and whether a payment password is set',
  value: ZProfile,
});

export const putProfile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/profile',
  auth: 'member',
  moduleId: 'member',
  summary: 'Update nickname and birthday ("" clears); the real name only while it is empty',
  body: z.object({
    nickname: text(32).optional(),
    payeeName: text(100).optional(),
    /** yyyy-MM-dd, or "" to clear. */
    birthday: text(10).optional(),
  }),
  value: ZProfile,
});

export const sendBindMobileSms = defineEndpoint({
  method: 'POST',
  path: '/wps/member/mobile/sms',
  auth: 'member',
  moduleId: 'member',
  summary: 'Send a code to a mobile number the member wants to bind (refused if another member holds it)',
  body: z.object({ mobileNum: text(20).min(1), countryDialingCode: ZDialingCode }),
  value: ZCodeSent,
});

export const bindMobile = defineEndpoint({
  method: 'POST',
  path: '/wps/member/mobile',
  auth: 'member',
  moduleId: 'member',
  summary: 'Bind (or confirm) the mobile number with the code sent to it',
  body: z.object({
    mobileNum: text(20).min(1),
    countryDialingCode: ZDialingCode,
    verificationCode: ZCode,
  }),
  value: ZProfile,
});

export const sendBindEmailCode = defineEndpoint({
  method: 'POST',
  path: '/wps/member/email/code',
  auth: 'member',
  moduleId: 'member',
  summary: 'Mail a code to an e-mail address the member wants to bind',
  body: z.object({ email: text(254).regex(EMAIL, 'email') }),
  value: ZCodeSent,
});

export const bindEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/email',
  auth: 'member',
  moduleId: 'member',
  summary: 'Bind (or confirm) the e-mail address with the code mailed to it',
  body: z.object({ email: text(254).regex(EMAIL, 'email'), verificationCode: ZCode }),
  value: ZProfile,
});

export const getPaymentPasswordStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/member/payment-password',
  auth: 'member',
  moduleId: 'member',
  summary: 'Is a payment password set, and where would a reset code go (masked mobile)',
  value: z.object({ isSet: z.boolean(), mobileNum: z.string().nullable() }),
});

export const setPaymentPassword = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/payment-password',
  auth: 'member',
  encrypted: true,
  moduleId: 'member',
  summary: 'Set the first payment password (6 digits); refused when one is set already',
  body: z.object({ newPassword: ZPaymentPasswordText, confirmPassword: ZPaymentPasswordText }),
  value: z.object({ isSet: z.literal(true) }),
});

export const changePaymentPassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/payment-password',
  auth: 'member',
  encrypted: true,
  moduleId: 'member',
  summary: 'Change the payment password with the current one or with an SMS code to the bound mobile',
  body: z
    .object({
      newPassword: ZPaymentPasswordText,
      confirmPassword: ZPaymentPasswordText,
      oldPassword: ZPaymentPasswordText.optional(),
      verificationCode: text(16).optional(),
    })
    .refine((body) => (body.oldPassword === undefined) !== (body.verificationCode === undefined), {
      message: 'give either oldPassword or verificationCode',
      path: ['oldPassword'],
    }),
  value: z.object({ isSet: z.literal(true) }),
});

export const sendPaymentPasswordSms = defineEndpoint({
  method: 'POST',
  path: '/wps/member/payment-password/sms',
  auth: 'member',
  moduleId: 'member',
  summary: "Send a code for changing the payment password to the member's bound mobile",
  value: ZCodeSent,
});

export const ZBankCardView = z.object({
  id: z.number().int(),
  bankName: z.string(),
  holderName: z.string(),
  /** Every digit but the last four hidden. */
  cardNumber: z.string(),
  branch: z.string().nullable(),
  createdAt: z.string(),
});
export type BankCardView = z.infer<typeof ZBankCardView>;

export const getBankCards = defineEndpoint({
  method: 'GET',
  path: '/wps/member/bank-cards',
  auth: 'member',
  moduleId: 'member',
  summary: "The member's bound bank cards (masked) and how many may be bound",
  value: z.object({ list: z.array(ZBankCardView), max: z.number().int() }),
});

export const bindBankCard = defineEndpoint({
  method: 'POST',
  path: '/wps/member/bank-cards',
  auth: 'member',
  encrypted: true,
  moduleId: 'member',
  summary: "Bind a bank card: the holder must be the member's real name; needs the payment password",
  body: z.object({
    bankName: text(100).min(1),
    /** Digits only, 8 to 30 (the site strips spaces). */
    cardNumber: text(30).regex(/^[0-9]{8,30}$/u, 'digits'),
    holderName: text(100).min(1),
    branch: text(100).optional(),
    paymentPassword: ZPaymentPasswordText,
  }),
  value: ZBankCardView,
});
