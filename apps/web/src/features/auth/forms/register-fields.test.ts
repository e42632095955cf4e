import { describe, expect, it } from 'vitest';
import { emptyRegisterValues, validateRegister, visibleRegisterFields } from './register-fields';
import { affiliateCodeFromUrl, buildRegisterRequest, referralCodeFromUrl } from './register-request';
import { rule, settingsWith } from './register-settings.fixture';

const settings = settingsWith(
  {
    username: rule({ required: true, minLength: 4, maxLength: 16, patternId: 1 }),
    password: rule({ required: true, minLength: 6, maxLength: 20, patternId: 5 }),
    mobileNum: rule({ required: false, patternId: 6 }),
    email: rule({ enabled: true, required: false, patternId: 3 }),
    affiliateCode: rule({ required: false }),
  },
  { captcha: true, minimumAge: 18 },
);

const usernameLayout = {
  mode: 'username',
  mobilePassword: true,
  smsOnUsername: true,
  affiliateFromUrl: false,
} as const;

describe('visibleRegisterFields', () => {
  it('shows credentials, enabled fields, affiliate and captcha on the username tab', () => {
    expect(visibleRegisterFields(settings, usernameLayout)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('hides the SMS code without REGMOBVERF3 and the affiliate field when the URL brought a code', () => {
    const fields = visibleRegisterFields(settings, {
      ...usernameLayout,
      smsOnUsername: false,
      affiliateFromUrl: true,
    });
    expect(fields).not.toContain('verificationCode');
    expect(fields).not.toContain('affiliateCode');
  });

  it('always asks number and code on the mobile tab, passwords only with MOBILENUMPASSREG3', () => {
    const withPassword = visibleRegisterFields(settings, { ...usernameLayout, mode: 'mobile' });
    expect(withPassword.slice(0, 4)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
    expect(withPassword).not.toContain('username');
    const without = visibleRegisterFields(settings, {
      ...usernameLayout,
      mode: 'mobile',
      mobilePassword: false,
    });
    expect(without).not.toContain('password');
  });
});

describe('validateRegister', () => {
  const fields = visibleRegisterFields(settings, usernameLayout);

  it('requires username, password, confirmation and captcha; the code only with a number', () => {
    const errors = validateRegister(emptyRegisterValues(), fields, settings, 'username');
    expect(Object.keys(errors).sort()).toEqual(['captcha', 'confirmPassword', 'password', 'username']);
    const withNumber = validateRegister(
      { ...emptyRegisterValues(), mobileNum: '1712345678' },
      fields,
      settings,
      'username',
    );
    expect(withNumber.verificationCode).toEqual({ key: 'err_code' });
  });

  it('checks patterns, lengths and the confirmation', () => {
    const errors = validateRegister(
      {
        ...emptyRegisterValues(),
        username: '1abc',
        password: 'abc',
        confirmPassword: 'abd',
        email: 'nope',
        captcha: 'x',
      },
      fields,
      settings,
      'username',
    );
    expect(errors.username).toEqual({ key: 'err_account_format' });
    expect(errors.password).toEqual({ key: 'err_password_length', params: { min: 6, max: 20 } });
    expect(errors.confirmPassword).toEqual({ key: 'err_confirm' });
    expect(errors.email).toEqual({ key: 'err_email_format' });
  });

  it('passes a complete, valid form', () => {
    const values = {
      ...emptyRegisterValues(),
      username: 'player1',
      password: 'abc123',
      confirmPassword: 'abc123',
      captcha: 'k3d9',
    };
    expect(validateRegister(values, fields, settings, 'username')).toEqual({});
  });
});

describe('buildRegisterRequest', () => {
  it('sends shown fields and uses the number as username on the mobile tab', () => {
    const fields = visibleRegisterFields(settings, {
      ...usernameLayout,
      mode: 'mobile',
      mobilePassword: false,
    });
    const request = buildRegisterRequest({
      mode: 'mobile',
      fields,
      values: {
        ...emptyRegisterValues(),
        mobileNum: ' 1712345678 ',
        verificationCode: '123456',
        captcha: 'ab12',
        username: 'ignored',
      },
      countryDialingCode: '+880',
      affiliateCode: 'AGENT1',
      referralCode: null,
      ageConfirmed: true,
      pageUrl: 'https://x.test/register',
      domain: 'x.test',
    });
    expect(request).toEqual({
      login: true,
      registerMethod: 'WEB',
      registerUrl: 'https://x.test/register',
      domain: 'x.test',
      mobileNum: '1712345678',
      verificationCode: '123456',
      captcha: 'ab12',
      username: '1712345678',
      countryDialingCode: '+880',
      affiliateCode: 'AGENT1',
      ageConfirmed: true,
    });
  });

  it('reads invitation and referral codes from the query', () => {
    expect(affiliateCodeFromUrl('?affiliateCode=AG1')).toBe('AG1');
    expect(affiliateCodeFromUrl('?code=AG2')).toBe('AG2');
    expect(affiliateCodeFromUrl('?x=1')).toBeNull();
    expect(referralCodeFromUrl('?referralCode=R9')).toBe('R9');
  });
});
