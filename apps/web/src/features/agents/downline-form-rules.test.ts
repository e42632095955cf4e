import { describe, expect, it } from 'vitest';
import { rule, settingsWith } from '../auth/forms/register-settings.fixture';
import { downlineBody, emptyDownline, validateDownline } from './downline-form-rules';

// Pattern 1: a letter first, then letters and digits (the demo brand's usernames), 6 to 16.
const settings = settingsWith({
  username: rule({ required: true, minLength: 6, maxLength: 16, patternId: 1 }),
});

describe('registering a downline', () => {
  it('needs an account that follows the brand’s username rule', () => {
    expect(validateDownline(emptyDownline(), settings)).toEqual({ account: { key: 'err_required' } });
    expect(validateDownline({ ...emptyDownline(), account: '  ' }, settings).account?.key).toBe(
      'err_required',
    );
    expect(validateDownline({ ...emptyDownline(), account: 'ab' }, settings).account?.key).toBe(
      'err_account_format',
    );
    expect(validateDownline({ ...emptyDownline(), account: '1abcdef' }, settings).account?.key).toBe(
      'err_account_format',
    );
    expect(validateDownline({ ...emptyDownline(), account: ' rahim01 ' }, settings)).toEqual({});
  });

  it('leaves the rule to the server when the settings are not known', () => {
    expect(validateDownline({ ...emptyDownline(), account: 'a' }, null)).toEqual({});
  });

  it('sends the account trimmed and the nickname only when given', () => {
    expect(downlineBody({ account: ' rahim01 ', kind: 'AGENT', nickname: ' ' })).toEqual({
      account: 'rahim01',
      kind: 'AGENT',
    });
    expect(downlineBody({ account: 'rahim01', kind: 'MEMBER', nickname: ' Rahim ' })).toEqual({
      account: 'rahim01',
      kind: 'MEMBER',
      nickname: 'Rahim',
    });
  });
});
