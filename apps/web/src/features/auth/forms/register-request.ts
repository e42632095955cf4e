import type { RegisterRequest } from '@tessera/contracts';
import { type FormField, normalise, type RegisterMode, type RegisterValues } from './register-fields';

export interface RegisterContext {
  mode: RegisterMode;
  fields: readonly FormField[];
  values: RegisterValues;
  countryDialingCode: string;
  /** The invitation code: typed, or taken from the URL when its field is hidden. */
  affiliateCode: string | null;
  referralCode: string | null;
  ageConfirmed: boolean;
  pageUrl: string;
  domain: string;
}

/**
 * The registration payload (spec §3/§7.1): the shown fields, and what the original always adds
 * (login true, registerMethod WEB, registerUrl, domain). On the mobile tab the username is the number.
 */
export function buildRegisterRequest(context: RegisterContext): RegisterRequest {
  const request: RegisterRequest = {
    login: true,
    registerMethod: 'WEB',
    registerUrl: context.pageUrl.slice(0, 2048),
    domain: context.domain,
  };
  const writable = request as Record<string, unknown>;
  for (const field of context.fields) {
    const value = normalise(field, context.values[field]);
    if (value !== '') writable[field] = value;
  }
  if (context.fields.includes('mobileNum') && request.mobileNum)
    request.countryDialingCode = context.countryDialingCode;
  if (context.mode === 'mobile') {
    request.username = request.mobileNum;
    request.countryDialingCode = context.countryDialingCode;
  }
  if (context.affiliateCode) request.affiliateCode = context.affiliateCode;
  if (context.referralCode) request.referralCode = context.referralCode;
  if (context.ageConfirmed) request.ageConfirmed = true;
  return request;
}

/** The invitation code a link carries: `?affiliateCode=` or the shorter `?code=`. */
export function affiliateCodeFromUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? params.get('code'))?.trim();
  return code ? code.slice(0, 64) : null;
}

/** A friend's invite link's code (`?referralCode=`): kept by the referral feature from the first load. */
export { referralCodeFromUrl } from '../../referral/referral-code';
