import { checkField, type FieldRule, type RegisterField, type RegisterSettings } from '@tessera/contracts';
import type { TranslationKey } from '../../../i18n/i18n';
import { type FieldErrors, isMobileNumber } from './field-error';

export type RegisterMode = 'username' | 'mobile';
/** The configured fields plus the two the form adds: password confirmation and the SMS code. */
export type FormField = RegisterField | 'confirmPassword' | 'verificationCode';
export type RegisterValues = Record<FormField, string>;

export interface RegisterLayoutOptions {
  mode: RegisterMode;
  /** MOBILENUMPASSREG3: password fields on the mobile tab. */
  mobilePassword: boolean;
  /** REGMOBVERF3: an SMS code on the username tab when a mobile number is given. */
  smsOnUsername: boolean;
  /** A valid invitation code came in the URL, so its field hides (spec §4). */
  affiliateFromUrl: boolean;
}

/** Order of the optional profile fields, after the credentials. */
const PROFILE_FIELDS: readonly RegisterField[] = [
  'paymentPassword',
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
];

const isEnabled = (settings: RegisterSettings, field: RegisterField) =>
  settings.fields[field]?.enabled === true;

/** Which fields the form shows, in order (spec §5: a field shows only when enabled). */
export function visibleRegisterFields(
  settings: RegisterSettings,
  options: RegisterLayoutOptions,
): FormField[] {
  const fields: FormField[] = [];
  if (options.mode === 'username') {
    // Username and password are always asked on the username tab, whatever the rules say.
    fields.push('username', 'password', 'confirmPassword');
    if (isEnabled(settings, 'mobileNum')) {
      fields.push('mobileNum');
      if (options.smsOnUsername) fields.push('verificationCode');
    }
  } else {
    fields.push('mobileNum', 'verificationCode');
    if (options.mobilePassword) fields.push('password', 'confirmPassword');
  }
  for (const field of PROFILE_FIELDS) if (isEnabled(settings, field)) fields.push(field);
  if (isEnabled(settings, 'affiliateCode') && !options.affiliateFromUrl) fields.push('affiliateCode');
  if (settings.captcha) fields.push('captcha');
  return fields;
}

/** Is the field required, given the current values (spec §5)? */
export function isRequired(
  field: FormField,
  settings: RegisterSettings,
  mode: RegisterMode,
  values: Pick<RegisterValues, 'mobileNum'>,
): boolean {
  switch (field) {
    case 'username':
    case 'password':
    case 'confirmPassword':
    case 'captcha':
      return true;
    case 'mobileNum':
      return mode === 'mobile' || settings.fields.mobileNum?.required === true;
    case 'verificationCode':
      // On the username tab the code is only asked for a number actually given.
      return mode === 'mobile' || values.mobileNum.trim() !== '';
    default:
      return settings.fields[field]?.required === true;
  }
}

const FORMAT_ERRORS: Partial<Record<FormField, TranslationKey>> = {
  username: 'err_account_format',
  password: 'err_password_format',
  payeeName: 'err_real_name',
  email: 'err_email_format',
  mobileNum: 'err_phone_format',
  paymentPassword: 'err_password_format',
  affiliateCode: 'err_invitation_code',
};

/** Passwords are taken as typed; everything else is trimmed before checks and sending. */
export const normalise = (field: FormField, value: string): string =>
  field === 'password' || field === 'confirmPassword' || field === 'paymentPassword' ? value : value.trim();

export function validateRegister(
  raw: RegisterValues,
  fields: readonly FormField[],
  settings: RegisterSettings,
  mode: RegisterMode,
): FieldErrors<FormField> {
  const errors: FieldErrors<FormField> = {};
  for (const field of fields) {
    const value = normalise(field, raw[field]);
    if (!value) {
      if (isRequired(field, settings, mode, raw)) {
        errors[field] = {
          key:
            field === 'captcha' ? 'err_captcha' : field === 'verificationCode' ? 'err_code' : 'err_required',
        };
      }
      continue;
    }
    if (field === 'confirmPassword') {
      if (value !== raw.password) errors.confirmPassword = { key: 'err_confirm' };
      continue;
    }
    if (field === 'verificationCode') {
      if (value.length > 255) errors.verificationCode = { key: 'err_code' };
      continue;
    }
    if (field === 'captcha') continue;
    if (field === 'mobileNum' && !isMobileNumber(value)) {
      errors.mobileNum = { key: 'err_phone_format' };
      continue;
    }
    const rule: FieldRule | undefined = settings.fields[field];
    if (!rule || checkField(rule, value)) continue;
    const length = [...value].length;
    if (field === 'password' && (length < rule.minLength || length > rule.maxLength)) {
      errors.password = { key: 'err_password_length', params: { min: rule.minLength, max: rule.maxLength } };
    } else {
      errors[field] = { key: FORMAT_ERRORS[field] ?? 'err_field_format' };
    }
  }
  return errors;
}

export function emptyRegisterValues(dialingCode = ''): RegisterValues & { countryDialingCode: string } {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    payeeName: '',
    paymentPassword: '',
    qqNum: '',
    line: '',
    whatsapp: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    email: '',
    mobileNum: '',
    affiliateCode: '',
    captcha: '',
    recommenderId: '',
    verificationCode: '',
    countryDialingCode: dialingCode,
  };
}
