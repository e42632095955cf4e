import { z } from 'zod';
import { text, ZDialingCode, ZHumanCheckAnswer, ZLoginValue, ZOk } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

export const SECOND_FACTOR_METHODS = ['SMS', 'TOTP'] as const;

export const ZLoginRequest = z.object({
  /** The username, or the mobile number when `type` is `sms`. */
  username: text(64).min(1),
  /** The password, or the SMS code when `type` is `sms`. */
  password: z.string().min(1).max(128),
  type: z.enum(['username', 'sms', '']).default('username'),
  countryDialingCode: ZDialingCode.optional(),
  captcha: text(16).optional(),
  humanCheck: ZHumanCheckAnswer.optional(),
  secondFactor: z
    .object({ ticket: text(128).min(1), method: z.enum(SECOND_FACTOR_METHODS), code: text(16).min(1) })
    .optional(),
});

/** `value` of a refused login: whether a captcha is now needed, and the second-factor ticket. */
export const ZLoginRefusal = z.object({
  captcha: z.boolean().optional(),
  ticket: z.string().optional(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)).optional(),
});
export type LoginRefusal = z.infer<typeof ZLoginRefusal>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
  encrypted: true,
  moduleId: 'session',
  summary: 'Log in by username and password, or by mobile number and SMS code',
  body: ZLoginRequest,
  value: ZLoginValue,
});

export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'member',
  moduleId: 'session',
  summary: 'End this session',
  value: ZOk,
});

export const loginFreePlay = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: 'none',
  moduleId: 'freeplay',
  summary: 'Start a trial member with demo credits in the trial currency',
  body: z.object({
    os: text(32).optional(),
    platform: z.literal('W').default('W'),
    token: text(128).optional(),
    gatewayVersion: z.union([z.number(), z.string().max(8)]).optional(),
  }),
  value: ZLoginValue,
});

export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  auth: 'none',
  moduleId: 'session',
  summary: 'A single-use captcha image (base64 PNG) bound to the `captcha` cookie',
  value: z.string(),
});

export const ZHumanCheckPuzzle = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
  /** base64 PNG of the picture with the gap. */
  background: z.string(),
  /** base64 PNG of the piece to slide into the gap. */
  piece: z.string(),
});
export type HumanCheckPuzzle = z.infer<typeof ZHumanCheckPuzzle>;

export const getHumanCheck = defineEndpoint({
  method: 'GET',
  path: '/wps/human-check',
  auth: 'none',
  moduleId: 'session',
  summary: 'A slider puzzle; its answer `{id, x}` goes with the next login, registration or SMS request',
  value: ZHumanCheckPuzzle,
});

export const ZSmsSent = z.object({ expiredMinutes: z.number().int() });

export const sendLoginSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'none',
  moduleId: 'verification',
  summary: 'Send a login code to a registered mobile number',
  body: z.object({
    mobileNum: text(20).min(1),
    countryDialingCode: ZDialingCode,
    humanCheck: ZHumanCheckAnswer.optional(),
  }),
  value: ZSmsSent,
});

export const sendRegisterSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: 'none',
  moduleId: 'verification',
  summary: 'Send a registration code to a mobile number',
  body: z.object({
    mobileNo: text(20).min(1),
    countryDialingCode: ZDialingCode,
    regType: text(32).optional(),
    humanCheck: ZHumanCheckAnswer.optional(),
  }),
  value: ZSmsSent,
});

export const sendSecondFactorSms = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/secondFactor',
  auth: 'none',
  moduleId: 'verification',
  summary: "Send the second-factor code of a refused login to the member's bound mobile",
  body: z.object({ ticket: text(128).min(1) }),
  value: ZSmsSent,
});
