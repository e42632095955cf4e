import { z } from 'zod';
import { ZDialingCode } from '../common.js';
import { PATTERN_COUNT } from '../patterns.js';

/** The registration fields whose rules a brand configures (spec §3). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const ZFieldRule = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(1).max(255),
    patternId: z
      .number()
      .int()
      .min(0)
      .max(PATTERN_COUNT - 1),
    acceptedPattern: z.string().max(500).nullable().optional(),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, { message: 'minLength must not exceed maxLength' });

export const ZRegisterSettings = z.object({
  fields: z.record(z.enum(REGISTER_FIELDS), ZFieldRule),
  /** A captcha on registration. Login asks for one after failures whatever this says. */
  captcha: z.boolean(),
  /** The slider human check before login, registration and SMS requests. */
  humanCheck: z.boolean(),
  /** Minimum age the member confirms at registration; 0 means no confirmation is asked. */
  minimumAge: z.number().int().min(0).max(99),
  defaultCountryDialingCode: ZDialingCode,
});
export type RegisterSettings = z.infer<typeof ZRegisterSettings>;
