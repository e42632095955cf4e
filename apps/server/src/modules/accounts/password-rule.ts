import { checkField } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import type { Merchant } from '../site/merchant.js';

/**
 * A new password (registration, change, either reset) meets the brand's password rule, or is
 * refused with a message that names the lengths, in the request's language.
 */
export function assertPasswordRule(merchant: Merchant, password: string): void {
  const rule = merchant.register.fields.password;
  if (rule && !checkField(rule, password))
    throw new AppError('password.rule.failed', { min: rule.minLength, max: rule.maxLength });
}
