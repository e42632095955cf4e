/**
 * What the security centre checks before it calls the server (the server checks it all again):
 * catalogue keys for each problem, so the message follows the language.
 */

export const PAYMENT_PASSWORD = /^\d{6}$/u;
const CARD_NUMBER = /^\d{8,30}$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const REAL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

export type Problem = string | null;

export function checkPaymentPassword(
  value: string,
  confirm: string,
): { password: Problem; confirm: Problem } {
  return {
    password: !value ? 'err_required' : PAYMENT_PASSWORD.test(value) ? null : 'sec_err_pay_pw_format',
    confirm: !confirm ? 'err_required' : confirm === value ? null : 'err_confirm',
  };
}

/** Spaces and dashes people type in card numbers are dropped; what remains must be 8–30 digits. */
export function cleanCardNumber(value: string): string {
  return value.replace(/[\s-]/gu, '');
}

export function checkCardNumber(value: string): Problem {
  const digits = cleanCardNumber(value);
  if (!digits) return 'err_required';
  return CARD_NUMBER.test(digits) ? null : 'sec_err_card_number';
}

/** Names compare trimmed, whitespace collapsed, any case: the server's rule for card holders. */
export function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
  return normal(a) === normal(b);
}

export function checkRealName(value: string): Problem {
  const name = value.trim().replace(/\s+/gu, ' ');
  if (!name) return 'err_required';
  return name.length <= 100 && REAL_NAME.test(name) ? null : 'err_real_name';
}

export function checkEmail(value: string): Problem {
  const email = value.trim();
  if (!email) return 'err_required';
  return email.length <= 254 && EMAIL.test(email) ? null : 'err_email_format';
}

/** A real past day (yyyy-MM-dd) no earlier than 1900; the server also applies the brand's minimum age. */
export function checkBirthday(value: string, today: Date = new Date()): Problem {
  if (!value) return null;
  const match = DAY.exec(value);
  if (!match) return 'sec_err_birthday';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= today.getTime() ? null : 'sec_err_birthday';
}

/** Codes are digits; people paste them with spaces. */
export function cleanCode(value: string): string {
  return value.replace(/\D/gu, '').slice(0, 6);
}
