import { z } from 'zod';
import { LANGUAGES } from './languages.js';

/** A bounded, trimmed string: every free-text field has a ceiling so oversize input is refused early. */
export const text = (max: number) => z.string().trim().max(max);

/** A file sent as a data URL (`data:image/png;base64,…`) of at most `max` characters; its real type is read from its bytes. */
export const dataUrl = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/u, 'data URL');

export const ZLanguage = z.enum(LANGUAGES);

export const ZHumanCheckAnswer = z.object({
  id: text(64).min(1),
  x: z.number().int().min(0).max(1000),
});

export const ZDialingCode = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/u, 'dialing code');

export const ZMemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  language: z.string(),
  payeeName: z.string().nullable(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  passwordChangeRequired: z.boolean(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type MemberInfo = z.infer<typeof ZMemberInfo>;

/** What a successful login, registration, free play or password reset answers. */
export const ZLoginValue = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  member: ZMemberInfo,
});
export type LoginValue = z.infer<typeof ZLoginValue>;

export const ZOk = z.null();
