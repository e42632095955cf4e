import { describe, expect, it } from 'vitest';
import { allFields, shownErrors } from './shown-errors';

type Field = 'username' | 'password';
const none = new Set<Field>();

describe('the messages a form shows', () => {
  it('show nothing for a field not yet left, however wrong its value', () => {
    expect(
      shownErrors<Field, string>(
        { username: 'empty', password: 'empty' },
        none,
        {},
        { username: '', password: '' },
      ),
    ).toEqual({});
  });

  it('show a left field’s message and drop it the moment the value is right', () => {
    const checked = new Set<Field>(['username']);
    const values = { username: '', password: '' };
    expect(shownErrors<Field, string>({ username: 'empty', password: 'empty' }, checked, {}, values)).toEqual(
      {
        username: 'empty',
      },
    );
    // Corrected: the checks find nothing wrong with it any more, and nothing shows.
    expect(
      shownErrors<Field, string>({ password: 'empty' }, checked, {}, { ...values, username: 'sam' }),
    ).toEqual({});
    // Wrong again: the message is back, with what is wrong now.
    expect(
      shownErrors<Field, string>({ username: 'short' }, checked, {}, { ...values, username: 's' }),
    ).toEqual({
      username: 'short',
    });
  });

  it('keep a message from elsewhere only while the field holds the value it was about', () => {
    const outside = { username: { error: 'taken', value: 'sam' } };
    expect(shownErrors<Field, string>({}, none, outside, { username: 'sam', password: '' })).toEqual({
      username: 'taken',
    });
    expect(shownErrors<Field, string>({}, none, outside, { username: 'sam2', password: '' })).toEqual({});
    // The form's own check speaks first.
    expect(
      shownErrors<Field, string>({ username: 'bad' }, new Set<Field>(['username']), outside, {
        username: 'sam',
        password: '',
      }),
    ).toEqual({ username: 'bad' });
  });

  it('check every field of the form on submit, and any field the checks name', () => {
    expect([...allFields({ username: '', password: '' }, {})].sort()).toEqual(['password', 'username']);
    expect([...allFields<string>({ username: '' }, { captcha: 'x' })].sort()).toEqual([
      'captcha',
      'username',
    ]);
  });
});
