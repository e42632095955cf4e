import { z } from 'zod';
import { text, ZDialingCode, ZHumanCheckAnswer, ZLoginValue, ZMemberInfo, ZOk } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** Registration user fields (spec §3). Rules beyond the ceilings come from the brand's settings. */
export const ZRegisterRequest = z.object({
  username: text(64).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: text(100).optional(),
  email: text(254).optional(),
  qqNum: text(64).optional(),
  mobileNum: text(20).optional(),
  recommenderId: text(64).optional(),
  captcha: text(16).optional(),
  verificationCode: text(255).optional(),
  affiliateCode: text(64).optional(),
  paymentPassword: z.string().max(64).optional(),
  line: text(64).optional(),
  whatsapp: text(64).optional(),
  facebook: text(128).optional(),
  wechat: text(64).optional(),
  idNumber: text(64).optional(),
  referralCode: text(64).optional(),
  domain: text(253).optional(),
  countryDialingCode: ZDialingCode.optional(),
  login: z.boolean().optional(),
  registerMethod: text(16).optional(),
  registerUrl: text(2048).optional(),
  ageConfirmed: z.boolean().optional(),
  humanCheck: ZHumanCheckAnswer.optional(),
  firebaseChannel: text(16).optional(),
  firebaseIdToken: text(4096).optional(),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const register = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  auth: 'none',
  encrypted: true,
  moduleId: 'register',
  summary: 'Register by username; the answer logs the member in',
  body: ZRegisterRequest,
  value: ZLoginValue,
});

export const registerMobile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: 'none',
  encrypted: true,
  moduleId: 'register',
  summary: 'Register by mobile number and SMS code; the username is the mobile number',
  body: ZRegisterRequest,
  value: ZLoginValue,
});

export const checkAffiliate = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'none',
  moduleId: 'register',
  summary: 'Is this invitation code valid on this brand?',
  query: z.object({ code: text(64).min(1), domain: text(253).optional() }),
  value: z.object({ valid: z.literal(true) }),
});

export const getMemberInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'member',
  moduleId: 'member',
  summary: 'The logged-in member, with their VIP flags (spec §3: hasVip is a level above 0)',
  value: ZMemberInfo.extend({
    hasVip: z.boolean(),
    vipRankLevel: z.number().int(),
    vipLabelName: z.string(),
  }),
});

export const getMemberIcon = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'member',
  moduleId: 'member',
  summary: "The member's avatar (an SVG data URL drawn from the account name)",
  value: z.object({ iconUrl: z.string() }),
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  auth: 'member',
  encrypted: true,
  moduleId: 'member',
  summary: 'Change the login password; every other session ends and a fresh token is returned',
  body: z.object({
    oldPassword: z.string().max(128).optional(),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  }),
  value: z.object({ token: z.string() }),
});

export const forgotPasswordByEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  auth: 'none',
  form: true,
  moduleId: 'member',
  summary:
    'Mail a single-use reset link (30 minutes) to the bound e-mail; nothing changes until it is used. ' +
    'The answer is the same, and as quick, whether or not the username and e-mail match',
  body: z.object({ username: text(64).min(1), email: text(254).min(1) }),
  value: ZOk,
});

/** The secret of a reset link: `<id>.<secret>` from the link's `token` query parameter. */
const ZResetToken = text(128).min(3);

export const checkPasswordResetLink = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email/check',
  auth: 'none',
  moduleId: 'member',
  summary: 'Is this reset link still good? (does not spend it); answers the account it is for',
  body: z.object({ token: ZResetToken }),
  value: z.object({ account: z.string(), expiresAt: z.string() }),
});

export const resetPasswordByEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email/reset',
  auth: 'none',
  encrypted: true,
  moduleId: 'member',
  summary: "Set a new password with a mailed reset link (spends it); every one of the member's sessions ends",
  body: z.object({
    token: ZResetToken,
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  }),
  value: ZOk,
});

export const resetPasswordByMobile = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: 'none',
  encrypted: true,
  moduleId: 'member',
  summary: 'Set a new password with an SMS code sent to the bound mobile, then log in',
  body: z.object({
    newPassword: z.string().min(1).max(128),
    mobileNum: text(20).min(1),
    verificationCode: text(16).min(1),
    countryDialingCode: ZDialingCode,
  }),
  value: ZLoginValue,
});

export const sendResetSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/resetPassword',
  auth: 'none',
  moduleId: 'verification',
  summary: 'Send a password-reset code to a bound mobile (answers the same whether or not it is bound)',
  body: z.object({
    mobileNum: text(20).min(1),
    countryDialingCode: ZDialingCode,
    humanCheck: ZHumanCheckAnswer.optional(),
  }),
  value: z.object({ expiredMinutes: z.number().int() }),
});

/** Proof that the member is at the keyboard: the login password, or a current authenticator code. */
export const ZReauth = z.object({
  password: z.string().max(128).optional(),
  code: text(8).optional(),
});

export const setupTotp = defineEndpoint({
  method: 'POST',
  path: '/wps/member/totp/setup',
  auth: 'member',
  encrypted: true,
  moduleId: 'member',
  summary:
    'Start binding (or replacing) an authenticator app, after the password or a current code: a new ' +
    'secret and its otpauth URL; the bound one stays until the new one is confirmed',
  body: ZReauth,
  value: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const enableTotp = defineEndpoint({
  method: 'POST',
  path: '/wps/member/totp/enable',
  auth: 'member',
  moduleId: 'member',
  summary: 'Finish binding the authenticator app with a current code from the new secret',
  body: z.object({ code: text(8).min(6) }),
  value: ZOk,
});

export const disableTotp = defineEndpoint({
  method: 'POST',
  path: '/wps/member/totp/disable',
  auth: 'member',
  encrypted: true,
  moduleId: 'member',
  summary: 'Unbind the authenticator app, after the password or a current code',
  body: ZReauth,
  value: ZOk,
});
