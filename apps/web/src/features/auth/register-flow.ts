import type { LoginValue, RegisterRequest } from '@tessera/contracts';
import { withLoader } from '../../components/loader-store';
import { isApiError } from '../../lib/api/api-error';
import { fetchAffiliateCheck } from './api/get-affiliate';
import { putRegister } from './api/put-register';
import { putRegisterMobile } from './api/put-register-mobile';
import { HumanCheckCancelled, withHumanCheck } from './human-check/with-human-check';

/** Is this invitation code valid on this brand? Network trouble counts as "cannot tell" (throws). */
export async function isAffiliateCodeValid(code: string): Promise<boolean> {
  try {
    await fetchAffiliateCheck(code);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

export type RegisterOutcome =
  | { kind: 'registered'; value: LoginValue }
  | { kind: 'invalidAffiliate' }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'cancelled' };

/**
 * Spec §4 order: a typed invitation code is checked first (invalid stops everything), then the
 * human check, then the registration call, whose answer logs the member in.
 */
export async function submitRegistration(
  mode: 'username' | 'mobile',
  request: RegisterRequest,
  checkTypedAffiliate: boolean,
): Promise<RegisterOutcome> {
  try {
    if (checkTypedAffiliate && request.affiliateCode) {
      const valid = await withLoader(isAffiliateCodeValid(request.affiliateCode));
      if (!valid) return { kind: 'invalidAffiliate' };
    }
    const call = mode === 'mobile' ? putRegisterMobile : putRegister;
    const value = await withHumanCheck((humanCheck) =>
      withLoader(call(humanCheck ? { ...request, humanCheck } : request)),
    );
    return { kind: 'registered', value };
  } catch (error) {
    if (error instanceof HumanCheckCancelled) return { kind: 'cancelled' };
    if (isApiError(error)) {
      if (error.code === 'affiliate.invalid') return { kind: 'invalidAffiliate' };
      return { kind: 'refused', code: error.code, message: error.message };
    }
    throw error;
  }
}
