import { MESSAGE_LIMITS } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { emptyMessageForm, messageBody } from './message-form';

const written = { title: { EN: ' Hello ' }, body: { EN: 'Line one\nline <b>two</b>' } };

describe('the message editor', () => {
  it('sends a member message with its words trimmed and nothing else', () => {
    const { body, problems } = messageBody({ ...emptyMessageForm(), username: ' demo01 ', ...written });
    expect(problems).toEqual({});
    expect(body).toEqual({
      audience: { kind: 'MEMBER', username: 'demo01' },
      title: { EN: 'Hello' },
      body: { EN: 'Line one\nline <b>two</b>' },
    });
  });

  it('asks each audience for what it needs', () => {
    const base = { ...emptyMessageForm(), ...written };
    expect(messageBody(base).problems).toEqual({ username: 'username' });
    expect(messageBody({ ...base, kind: 'TEAM' }).problems).toEqual({ agent: 'agent' });
    expect(messageBody({ ...base, kind: 'VIP' }).problems).toEqual({ levels: 'levels' });
    expect(messageBody({ ...base, kind: 'VIP', levels: [3, 0] }).body.audience).toEqual({
      kind: 'VIP',
      levels: [0, 3],
    });
    expect(messageBody({ ...base, kind: 'ALL', username: 'ignored' }).body.audience).toEqual({ kind: 'ALL' });
  });

  it('wants some language written, each with a title and a body, and names the language in trouble', () => {
    const empty = messageBody({ ...emptyMessageForm(), kind: 'ALL' });
    expect(empty.problems).toEqual({ title: 'titleMissing', body: 'bodyMissing' });
    const half = messageBody({
      ...emptyMessageForm(),
      kind: 'ALL',
      title: { EN: 'Hi', BN: 'হ্যালো' },
      body: { EN: 'Text', BN: '  ' },
    });
    expect(half.problems).toEqual({ body: 'bodyMissing' });
    expect(half.problemLanguage).toBe('BN');
    const long = messageBody({
      ...emptyMessageForm(),
      kind: 'ALL',
      title: { EN: 'x'.repeat(MESSAGE_LIMITS.title + 1) },
      body: { EN: 'y'.repeat(MESSAGE_LIMITS.body + 1) },
    });
    expect(long.problems).toEqual({ title: 'titleLong', body: 'bodyLong' });
  });
});
