import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { groupSecret, stepAfterRefusal } from './login-flow';

describe('stepAfterRefusal', () => {
  it('goes to the code step with the ticket', () => {
    const error = new ApiError('staff.totp.required', 'Enter the code', 400, { ticket: 't1' });
    expect(stepAfterRefusal(error, false)).toEqual({ kind: 'totp', ticket: 't1', message: 'Enter the code' });
  });

  it('goes to enrolment with the new secret and its otpauth address', () => {
    const value = { ticket: 't2', secret: 'ABCD', otpauthUrl: 'otpauth://totp/x?secret=ABCD' };
    const error = new ApiError('staff.totp.setup.required', 'Set up', 400, value);
    expect(stepAfterRefusal(error, false)).toMatchObject({ kind: 'enrol', ...value });
  });

  it('asks a captcha once the server does, and keeps asking', () => {
    expect(
      stepAfterRefusal(new ApiError('staff.login.failed', 'Wrong', 400, { captcha: true }), false),
    ).toEqual({
      kind: 'password',
      captcha: true,
      message: 'Wrong',
    });
    expect(
      stepAfterRefusal(new ApiError('captcha.required', 'Captcha', 400, { captcha: true }), false).kind,
    ).toBe('password');
    expect(
      stepAfterRefusal(new ApiError('staff.login.failed', 'Wrong', 400, { captcha: false }), true),
    ).toMatchObject({
      captcha: true,
    });
  });

  it('stays on the password step for any other refusal', () => {
    expect(stepAfterRefusal(new ApiError('staff.disabled', 'Disabled', 403), false)).toEqual({
      kind: 'password',
      captcha: false,
      message: 'Disabled',
    });
    // A ticket-less second-factor answer cannot go on: back to the password with the message.
    expect(stepAfterRefusal(new ApiError('staff.totp.required', 'Code', 400, null), false).kind).toBe(
      'password',
    );
  });
});

describe('groupSecret', () => {
  it('writes the secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDE')).toBe('ABCD E');
  });
});
