import { type FieldErrors, isMobileNumber } from './field-error';

export type LoginType = 'username' | 'sms';
export type LoginField = 'username' | 'password' | 'captcha' | 'mobile' | 'code';

export interface LoginInput {
  type: LoginType;
  username: string;
  password: string;
  mobile: string;
  code: string;
  captcha: string;
  captchaShown: boolean;
}

/** Trims what the spec says to trim (username, password, captcha and mobile number; §5). */
export function trimLoginInput(input: LoginInput): LoginInput {
  return {
    ...input,
    username: input.username.trim(),
    password: input.password.trim(),
    mobile: input.mobile.trim(),
    code: input.code.trim(),
    captcha: input.captcha.trim(),
  };
}

export function validateLogin(raw: LoginInput): FieldErrors<LoginField> {
  const input = trimLoginInput(raw);
  const errors: FieldErrors<LoginField> = {};
  if (input.type === 'username') {
    if (!input.username) errors.username = { key: 'err_required' };
    if (!input.password) errors.password = { key: 'err_required' };
  } else {
    if (!input.mobile) errors.mobile = { key: 'err_required' };
    else if (!isMobileNumber(input.mobile)) errors.mobile = { key: 'err_mobile' };
    if (!input.code) errors.code = { key: 'err_code' };
  }
  if (input.captchaShown && !input.captcha) errors.captcha = { key: 'err_captcha' };
  return errors;
}

/** Checked before an SMS code is requested (spec §5). */
export function validateMobileForSms(mobile: string): FieldErrors<'mobile'> {
  const value = mobile.trim();
  if (!value) return { mobile: { key: 'err_required' } };
  return isMobileNumber(value) ? {} : { mobile: { key: 'err_mobile' } };
}
