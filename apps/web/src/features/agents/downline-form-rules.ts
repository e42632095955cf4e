import { checkField, type DOWNLINE_KINDS, type RegisterSettings } from '@tessera/contracts';
import type { FieldErrors } from '../auth/forms/field-error';

export type DownlineKind = (typeof DOWNLINE_KINDS)[number];
export type DownlineField = 'account';

export interface DownlineValues {
  account: string;
  kind: DownlineKind;
  nickname: string;
}

export const NICKNAME_MAX = 32;

export const emptyDownline = (): DownlineValues => ({ account: '', kind: 'MEMBER', nickname: '' });

/**
 * The registerCenter form's own checks before it asks the server: an account by the brand's
 * username rule (the registration form's). The nickname's 32 characters are the input's own limit.
 */
export function validateDownline(
  values: DownlineValues,
  settings: RegisterSettings | null,
): FieldErrors<DownlineField> {
  const errors: FieldErrors<DownlineField> = {};
  const account = values.account.trim();
  const rule = settings?.fields.username;
  if (!account) errors.account = { key: 'err_required' };
  else if (rule ? !checkField(rule, account) : [...account].length > 64)
    errors.account = { key: 'err_account_format' };
  return errors;
}

/** The body sent: trimmed, and no nickname when none is typed. */
export function downlineBody(values: DownlineValues): {
  account: string;
  kind: DownlineKind;
  nickname?: string;
} {
  const nickname = values.nickname.trim();
  return { account: values.account.trim(), kind: values.kind, ...(nickname ? { nickname } : {}) };
}
