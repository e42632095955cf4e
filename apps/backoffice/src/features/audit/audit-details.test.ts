import { describe, expect, it } from 'vitest';
import { dayRange, detailLines, flatten, keyWords, targetLink } from './audit-details';

describe('detailLines', () => {
  it('shows a scalar before and after as one change, and the other keys as values', () => {
    expect(detailLines({ before: 'ACTIVE', after: 'DISABLED', reason: 'chargeback' })).toEqual([
      { kind: 'change', path: [], before: 'ACTIVE', after: 'DISABLED' },
      { kind: 'value', path: ['reason'], value: 'chargeback' },
    ]);
  });

  it('shows only the changed fields of an object, each by its path', () => {
    const before = {
      code: 'BANK',
      enabled: true,
      min: 10000,
      presets: [10000, 50000],
      bank: { bankName: 'City', accountNumber: '123' },
    };
    const after = {
      ...before,
      enabled: false,
      presets: [20000],
      bank: { bankName: 'City', accountNumber: '456' },
    };
    expect(detailLines({ before, after })).toEqual([
      { kind: 'change', path: ['enabled'], before: true, after: false },
      { kind: 'change', path: ['presets'], before: '10000, 50000', after: '20000' },
      { kind: 'change', path: ['bank', 'accountNumber'], before: '123', after: '456' },
    ]);
  });

  it('shows every field of a created object (before null) and of a removed one', () => {
    expect(detailLines({ before: null, after: { code: 'X', max: 5 } })).toEqual([
      { kind: 'change', path: ['code'], before: null, after: 'X' },
      { kind: 'change', path: ['max'], before: null, after: 5 },
    ]);
    expect(detailLines({ before: { code: 'X' }, after: null })).toEqual([
      { kind: 'change', path: ['code'], before: 'X', after: null },
    ]);
  });

  it('reads a removal (before only) as every field going', () => {
    expect(detailLines({ before: { id: 20, url: null, status: 'ACTIVE' }, reason: 'old' })).toEqual([
      { kind: 'change', path: ['id'], before: 20, after: null },
      { kind: 'change', path: ['status'], before: 'ACTIVE', after: null },
      { kind: 'value', path: ['reason'], value: 'old' },
    ]);
  });

  it('flattens nested values without before and after, and keeps nulls and booleans', () => {
    expect(detailLines({ endedSessions: 2, flags: { REGMOBVERF3: false }, ip: null })).toEqual([
      { kind: 'value', path: ['endedSessions'], value: 2 },
      { kind: 'value', path: ['flags', 'REGMOBVERF3'], value: false },
      { kind: 'value', path: ['ip'], value: null },
    ]);
  });

  it('answers nothing for empty details, and one line for an empty object', () => {
    expect(detailLines({})).toEqual([]);
    expect(detailLines(null)).toEqual([]);
    expect(detailLines({ extra: {} })).toEqual([{ kind: 'value', path: ['extra'], value: null }]);
  });

  it('stops flattening deep values and writes what is left on one line', () => {
    const deep = { a: { b: { c: { d: { e: 1 } } } } };
    expect(flatten(deep)).toEqual([[['a', 'b', 'c', 'd'], '{"e":1}']]);
    expect(flatten([{ x: 1 }])).toEqual([[[], '[{"x":1}]']]);
  });
});

describe('targetLink', () => {
  it('leads a member to their page and staff to the staff list', () => {
    expect(targetLink('member:123')).toBe('/members/123');
    expect(targetLink('staff:5')).toBe('/staff?highlight=5');
    expect(targetLink('channel:BANK')).toBe('/payment-channels');
  });

  it('leads nowhere for unknown or malformed targets', () => {
    expect(targetLink(null)).toBeNull();
    expect(targetLink('member:abc')).toBeNull();
    expect(targetLink('merchant')).toBeNull();
    expect(targetLink('game:DICE')).toBeNull();
  });
});

describe('keyWords and dayRange', () => {
  it('turns keys into words', () => {
    expect(keyWords('endedSessions')).toBe('ended sessions');
    expect(keyWords('second-factor')).toBe('second factor');
    expect(keyWords('REGMOBVERF3')).toBe('regmobverf3');
  });

  it('reads whole local days, the end day included', () => {
    const range = dayRange('2025-03-01', '2025-03-31');
    expect(new Date(range.from!).getTime()).toBe(new Date(2025, 2, 1).getTime());
    expect(new Date(range.to!).getTime()).toBe(new Date(2025, 3, 1).getTime());
    expect(dayRange('', 'nonsense')).toEqual({});
  });
});
