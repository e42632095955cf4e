import type { StaffChannel } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft, keepAs, splitPresets } from './channel-form';

const bank: StaffChannel = {
  code: 'BANK',
  type: 'BANK',
  name: 'Bank transfer',
  enabled: true,
  min: 100,
  max: 50_000,
  presets: [500, 1000, 2500.5],
  bank: { bankName: 'City Bank', accountName: 'Tessera Ltd', accountNumber: '0123' },
  usable: true,
};

describe('the payment channel form', () => {
  it('reads a channel back into the same body', () => {
    const { body, problem } = bodyOf(draftOf(bank), 2);
    expect(problem).toBeNull();
    expect(body).toEqual({
      code: 'BANK',
      type: 'BANK',
      name: 'Bank transfer',
      enabled: true,
      min: 100,
      max: 50_000,
      presets: [500, 1000, 2500.5],
      feePercent: 0,
      feeFixed: 0,
      bank: { bankName: 'City Bank', accountName: 'Tessera Ltd', accountNumber: '0123' },
    });
  });

  it('reads the provider fee as a percent with two decimals and a fixed amount; empty or 0 is none', () => {
    const draft = { ...draftOf(bank), feePercent: '1.25', feeFixed: '10.50' };
    expect(bodyOf(draft, 2).body).toMatchObject({ feePercent: 1.25, feeFixed: 10.5 });
    expect(bodyOf({ ...draft, feePercent: '0', feeFixed: '' }, 2).body).toMatchObject({
      feePercent: 0,
      feeFixed: 0,
    });
    expect(bodyOf({ ...draft, feePercent: '1.255' }, 2).problem?.key).toBe('feePercent');
    expect(bodyOf({ ...draft, feePercent: '101' }, 2).problem?.key).toBe('feePercent');
    expect(bodyOf({ ...draft, feeFixed: 'ten' }, 2).problem?.key).toBe('feeFixed');
    expect(draftOf({ ...bank, feePercent: 2.5, feeFixed: 5 })).toMatchObject({
      feePercent: '2.5',
      feeFixed: '5',
    });
  });

  it('reads amounts exactly, with thousands separators, and refuses too many decimals', () => {
    const draft = { ...draftOf(bank), min: '0.10', max: '1,000,000.05', presets: '0.3, 1,000; 2 500000' };
    expect(bodyOf(draft, 2).body).toMatchObject({
      min: 0.1,
      max: 1_000_000.05,
      presets: [0.3, 1000, 2, 500_000],
    });
    expect(bodyOf({ ...draft, min: '1.005' }, 2).problem).toEqual({ key: 'min', values: { scale: 2 } });
    expect(bodyOf({ ...draft, max: '0' }, 2).problem?.key).toBe('max');
  });

  it('keeps min at most max and every preset between them', () => {
    expect(bodyOf({ ...draftOf(bank), min: '600', max: '500', presets: '' }, 2).problem?.key).toBe('range');
    expect(bodyOf({ ...draftOf(bank), presets: '50' }, 2).problem).toEqual({
      key: 'presetRange',
      values: { value: '50' },
    });
    expect(bodyOf({ ...draftOf(bank), presets: 'ten' }, 2).problem?.key).toBe('preset');
    expect(bodyOf({ ...draftOf(bank), presets: Array(13).fill('500').join(' ') }, 2).problem?.key).toBe(
      'presetCount',
    );
  });

  it('asks for the bank account of a bank channel and a known gateway of an online one', () => {
    expect(bodyOf({ ...draftOf(bank), accountNumber: ' ' }, 2).problem?.key).toBe('bank');
    const online = {
      ...emptyDraft(['SANDBOX']),
      code: 'pay_online',
      type: 'GATEWAY' as const,
      name: 'Online',
      min: '10',
      max: '100',
    };
    expect(bodyOf(online, 2).body).toEqual({
      code: 'PAY_ONLINE',
      type: 'GATEWAY',
      name: 'Online',
      enabled: true,
      min: 10,
      max: 100,
      presets: [],
      feePercent: 0,
      feeFixed: 0,
      gateway: 'SANDBOX',
    });
    expect(bodyOf({ ...online, gateway: '' }, 2).problem?.key).toBe('gateway');
    expect(bodyOf({ ...online, code: 'x' }, 2).problem?.key).toBe('code');
  });

  it('splits presets on spaces, semicolons and ", " but not inside "1,000"', () => {
    expect(splitPresets(' 500, 1,000;2000  3 ')).toEqual(['500', '1,000', '2000', '3']);
    expect(splitPresets('')).toEqual([]);
  });

  it('moves or switches a channel keeping everything else', () => {
    expect(keepAs(bank, 0, { enabled: false })).toEqual({
      type: 'BANK',
      name: 'Bank transfer',
      enabled: false,
      min: 100,
      max: 50_000,
      presets: [500, 1000, 2500.5],
      feePercent: 0,
      feeFixed: 0,
      bank: bank.bank,
      position: 0,
    });
  });
});
