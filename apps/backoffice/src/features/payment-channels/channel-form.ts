import type { BodyOf, createPaymentChannel, StaffChannel } from '@tessera/contracts';
import { parseAmount } from '../../lib/format';

/**
 * A deposit channel as its form holds it: amounts as the text staff typed (read exactly by
 * parseAmount, like the adjustment form), the bank's account fields, or the gateway adapter.
 */
export interface ChannelDraft {
  code: string;
  type: 'BANK' | 'GATEWAY';
  name: string;
  enabled: boolean;
  min: string;
  max: string;
  presets: string;
  /** The provider's fee to the brand: a percent and a fixed amount (empty: none). */
  feePercent: string;
  feeFixed: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  gateway: string;
}

export type ChannelBody = BodyOf<typeof createPaymentChannel>;

/** A reason the form cannot be sent: a catalogue key under `channels.invalid` and its values. */
export interface ChannelProblem {
  key:
    | 'code'
    | 'name'
    | 'min'
    | 'max'
    | 'range'
    | 'preset'
    | 'presetRange'
    | 'presetCount'
    | 'bank'
    | 'gateway'
    | 'feePercent'
    | 'feeFixed';
  values?: Record<string, string | number>;
}

export const CODE = /^[A-Z0-9_]{2,32}$/u;
const MAX_PRESETS = 12;

export function emptyDraft(gateways: readonly string[]): ChannelDraft {
  return {
    code: '',
    type: 'BANK',
    name: '',
    enabled: true,
    min: '',
    max: '',
    presets: '',
    feePercent: '',
    feeFixed: '',
    bankName: '',
    accountName: '',
    accountNumber: '',
    branch: '',
    gateway: gateways[0] ?? '',
  };
}

/** Major units as plain text without float noise (`500`, `1250.5`). */
function amountText(value: number): string {
  return String(value);
}

export function draftOf(channel: StaffChannel): ChannelDraft {
  return {
    code: channel.code,
    type: channel.type,
    name: channel.name,
    enabled: channel.enabled,
    min: amountText(channel.min),
    max: amountText(channel.max),
    presets: channel.presets.map(amountText).join(' '),
    feePercent: channel.feePercent ? amountText(channel.feePercent) : '',
    feeFixed: channel.feeFixed ? amountText(channel.feeFixed) : '',
    bankName: channel.bank?.bankName ?? '',
    accountName: channel.bank?.accountName ?? '',
    accountNumber: channel.bank?.accountNumber ?? '',
    branch: channel.bank?.branch ?? '',
    gateway: channel.gateway ?? '',
  };
}

/**
 * The presets' text split into amounts: spaces or semicolons separate them, and so does a comma
 * followed by a space ("500, 1,000"); a comma between digits is a thousands separator ("1,000").
 */
export function splitPresets(text: string): string[] {
  return text
    .replace(/,\s+/gu, ' ')
    .split(/[\s;]+/u)
    .filter((part) => part.length > 0);
}

/** An amount that may be left empty or zero (a fee): 0 then, else read exactly; null if not an amount. */
function optionalAmount(text: string, scale: number): number | null {
  const clean = text.trim();
  if (clean === '' || /^0+(?:\.0+)?$/u.test(clean)) return 0;
  return parseAmount(clean, scale);
}

/** The call's body from the form, or the first thing wrong with it. */
export function bodyOf(
  draft: ChannelDraft,
  scale: number,
): { body: ChannelBody; problem: null } | { body: null; problem: ChannelProblem } {
  const fail = (key: ChannelProblem['key'], values?: ChannelProblem['values']) => ({
    body: null,
    problem: { key, values },
  });
  const code = draft.code.trim().toUpperCase();
  if (!CODE.test(code)) return fail('code');
  const name = draft.name.trim();
  if (!name || name.length > 100) return fail('name');
  const min = parseAmount(draft.min, scale);
  if (min === null) return fail('min', { scale });
  const max = parseAmount(draft.max, scale);
  if (max === null) return fail('max', { scale });
  if (min > max) return fail('range');
  const presetTexts = splitPresets(draft.presets);
  if (presetTexts.length > MAX_PRESETS) return fail('presetCount', { count: MAX_PRESETS });
  const presets: number[] = [];
  for (const text of presetTexts) {
    const preset = parseAmount(text, scale);
    if (preset === null) return fail('preset', { value: text, scale });
    if (preset < min || preset > max) return fail('presetRange', { value: text });
    presets.push(preset);
  }
  // A percent with at most two decimals, 0 to 100: read like an amount of scale 2.
  const feePercent = optionalAmount(draft.feePercent, 2);
  if (feePercent === null || feePercent > 100) return fail('feePercent');
  const feeFixed = optionalAmount(draft.feeFixed, scale);
  if (feeFixed === null) return fail('feeFixed', { scale });
  const common = { code, name, enabled: draft.enabled, min, max, presets, feePercent, feeFixed };
  if (draft.type === 'BANK') {
    const bank = {
      bankName: draft.bankName.trim(),
      accountName: draft.accountName.trim(),
      accountNumber: draft.accountNumber.trim(),
      ...(draft.branch.trim() ? { branch: draft.branch.trim() } : {}),
    };
    if (!bank.bankName || !bank.accountName || !bank.accountNumber) return fail('bank');
    return { body: { ...common, type: 'BANK', bank }, problem: null };
  }
  if (!CODE.test(draft.gateway)) return fail('gateway');
  return { body: { ...common, type: 'GATEWAY', gateway: draft.gateway }, problem: null };
}

/** The body of an update that keeps everything but what `change` says (on/off, a new position). */
export function keepAs(
  channel: StaffChannel,
  position: number,
  change: Partial<Pick<StaffChannel, 'enabled'>> = {},
) {
  return {
    type: channel.type,
    name: channel.name,
    enabled: change.enabled ?? channel.enabled,
    min: channel.min,
    max: channel.max,
    presets: channel.presets,
    feePercent: channel.feePercent ?? 0,
    feeFixed: channel.feeFixed ?? 0,
    ...(channel.type === 'BANK' && channel.bank ? { bank: channel.bank } : {}),
    ...(channel.type === 'GATEWAY' && channel.gateway ? { gateway: channel.gateway } : {}),
    position,
  };
}
