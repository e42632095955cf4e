import { describe, expect, it } from 'vitest';
import { joinMobile, splitMobile } from '../remember-me';
import { type LoginInput, validateLogin, validateMobileForSms } from './login-validation';

const base: LoginInput = {
  type: 'username',
  username: '',
  password: '',
  mobile: '',
  code: '',
  captcha: '',
  captchaShown: false,
};

describe('validateLogin', () => {
  it('needs a username and password on the username tab, trimmed', () => {
    expect(validateLogin({ ...base, username: '  ', password: '' })).toEqual({
      username: { key: 'err_required' },
      password: { key: 'err_required' },
    });
    expect(validateLogin({ ...base, username: ' ali ', password: 'secret' })).toEqual({});
  });

  it('asks for the captcha only when it shows', () => {
    expect(validateLogin({ ...base, username: 'a', password: 'b', captchaShown: true })).toEqual({
      captcha: { key: 'err_captcha' },
    });
  });

  it('needs a valid mobile number and a code on the SMS tab', () => {
    expect(validateLogin({ ...base, type: 'sms', mobile: '17-12', code: '' })).toEqual({
      mobile: { key: 'err_mobile' },
      code: { key: 'err_code' },
    });
    expect(validateLogin({ ...base, type: 'sms', mobile: '1712345678', code: '123456' })).toEqual({});
  });

  it('checks the number before a code is sent', () => {
    expect(validateMobileForSms('')).toEqual({ mobile: { key: 'err_required' } });
    expect(validateMobileForSms('abc')).toEqual({ mobile: { key: 'err_mobile' } });
    expect(validateMobileForSms(' 1712345678 ')).toEqual({});
  });
});

describe('remembered mobile', () => {
  it('round-trips dialing code and number', () => {
    expect(splitMobile(joinMobile('+880', '1712345678'))).toEqual({
      dialingCode: '+880',
      mobile: '1712345678',
    });
    expect(splitMobile('garbage')).toBeNull();
    expect(splitMobile(null)).toBeNull();
  });
});
