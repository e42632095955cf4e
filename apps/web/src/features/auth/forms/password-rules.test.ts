import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './password-rules';
import { rule, settingsWith } from './register-settings.fixture';

const settings = settingsWith({
  password: rule({ required: true, minLength: 6, maxLength: 20, patternId: 5 }),
});

describe('validateNewPassword', () => {
  it('needs both fields', () => {
    expect(validateNewPassword('', '', settings)).toEqual({
      newPassword: { key: 'err_required' },
      confirmNewPassword: { key: 'err_required' },
    });
  });

  it('applies the brand password rule and the confirmation', () => {
    expect(validateNewPassword('abc', 'abc', settings).newPassword).toEqual({
      key: 'err_password_length',
      params: { min: 6, max: 20 },
    });
    expect(validateNewPassword('abcdefg', 'abcdefg', settings).newPassword).toEqual({
      key: 'err_password_format',
    });
    expect(validateNewPassword('abc123', 'abc124', settings)).toEqual({
      confirmNewPassword: { key: 'err_confirm' },
    });
    expect(validateNewPassword('abc123', 'abc123', settings)).toEqual({});
  });
});
