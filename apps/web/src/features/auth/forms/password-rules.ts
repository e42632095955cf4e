import { checkField, type RegisterSettings } from '@tessera/contracts';
import type { FieldError, FieldErrors } from './field-error';

export type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/** A new password must meet the brand's password rule (spec §5) and be typed twice the same. */
export function validateNewPassword(
  newPassword: string,
  confirmation: string,
  settings: RegisterSettings | null,
): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {};
  const rule = settings?.fields.password;
  if (!newPassword) errors.newPassword = { key: 'err_required' };
  else if (rule && !checkField(rule, newPassword)) errors.newPassword = passwordRuleError(newPassword, rule);
  if (!confirmation) errors.confirmNewPassword = { key: 'err_required' };
  else if (confirmation !== newPassword) errors.confirmNewPassword = { key: 'err_confirm' };
  return errors;
}

function passwordRuleError(value: string, rule: { minLength: number; maxLength: number }): FieldError {
  const length = [...value].length;
  return length < rule.minLength || length > rule.maxLength
    ? { key: 'err_password_length', params: { min: rule.minLength, max: rule.maxLength } }
    : { key: 'err_password_format' };
}
