import { describe, expect, it } from 'vitest';
import {
  checkBirthday,
  checkCardNumber,
  checkEmail,
  checkPaymentPassword,
  checkRealName,
  cleanCardNumber,
  cleanCode,
  sameName,
} from './security-rules';

describe('security centre checks', () => {
  it('payment passwords are exactly six digits, confirmed', () => {
    expect(checkPaymentPassword('123456', '123456')).toEqual({ password: null, confirm: null });
    expect(checkPaymentPassword('12345', '12345').password).toBe('sec_err_pay_pw_format');
    expect(checkPaymentPassword('12345a', '12345a').password).toBe('sec_err_pay_pw_format');
    expect(checkPaymentPassword('', '').password).toBe('err_required');
    expect(checkPaymentPassword('123456', '123457').confirm).toBe('err_confirm');
  });

  it('card numbers are 8 to 30 digits after spaces and dashes are dropped', () => {
    expect(cleanCardNumber('4000 1234-5678 9010')).toBe('4000123456789010');
    expect(checkCardNumber('4000 1234 5678 9010')).toBeNull();
    expect(checkCardNumber('1234567')).toBe('sec_err_card_number');
    expect(checkCardNumber('1'.repeat(31))).toBe('sec_err_card_number');
    expect(checkCardNumber('4000abcd12')).toBe('sec_err_card_number');
    expect(checkCardNumber(' ')).toBe('err_required');
  });

  it('holder names compare like the server does', () => {
    expect(sameName('  karim   HASAN ', 'Karim Hasan')).toBe(true);
    expect(sameName('Karim', 'Karim Hasan')).toBe(false);
  });

  it('real names are letters in any script', () => {
    expect(checkRealName('Rahim Uddin')).toBeNull();
    expect(checkRealName('রহিম উদ্দিন')).toBeNull();
    expect(checkRealName("O'Neil-Smith Jr.")).toBeNull();
    expect(checkRealName('R2D2')).toBe('err_real_name');
    expect(checkRealName('   ')).toBe('err_required');
  });

  it('emails and birthdays', () => {
    expect(checkEmail('a@b.co')).toBeNull();
    expect(checkEmail('a@b')).toBe('err_email_format');
    const today = new Date('2026-03-10T00:00:00Z');
    expect(checkBirthday('', today)).toBeNull();
    expect(checkBirthday('1990-05-01', today)).toBeNull();
    expect(checkBirthday('2001-02-30', today)).toBe('sec_err_birthday');
    expect(checkBirthday('2027-01-01', today)).toBe('sec_err_birthday');
    expect(checkBirthday('1899-12-31', today)).toBe('sec_err_birthday');
  });

  it('codes keep their digits', () => {
    expect(cleanCode(' 12 34-56 7')).toBe('123456');
  });
});
