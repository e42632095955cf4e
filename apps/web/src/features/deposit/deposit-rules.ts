import {
  DEPOSIT_GATEWAY_REASONS,
  type DepositChannelView,
  type DepositState,
  toMinor,
} from '@tessera/contracts';
import { formatBalance } from '../wallet/balance-format';

/** The brand's currency as the channels call describes it. */
export interface DepositCurrency {
  symbol: string;
  scale: number;
}

/** A validation message as a catalogue key and its placeholders (translated where it shows). */
export interface AmountError {
  key: 'dep_amount_invalid' | 'dep_amount_below_min' | 'dep_amount_above_max';
  params: Record<string, string | number>;
}

export const moneyText = (amount: number, currency: DepositCurrency) =>
  formatBalance(amount, currency.symbol, currency.scale);

/**
 * The amount the member typed, checked as the server will check it (same rules, same words):
 * a plain positive decimal with at most the currency's decimals, within the channel's min and max.
 */
export function checkAmount(
  text: string,
  channel: DepositChannelView,
  currency: DepositCurrency,
): { amount: number } | { error: AmountError } {
  const trimmed = text.trim().replaceAll(',', '');
  const invalid = { error: { key: 'dep_amount_invalid', params: { scale: currency.scale } } } as const;
  if (!/^\d+(\.\d+)?$/u.test(trimmed)) return invalid;
  const amount = Number(trimmed);
  const minor = toMinor(amount, currency.scale);
  if (minor === null) return invalid;
  if (minor < (toMinor(channel.min, currency.scale) ?? 0n)) {
    return { error: { key: 'dep_amount_below_min', params: { min: moneyText(channel.min, currency) } } };
  }
  if (minor > (toMinor(channel.max, currency.scale) ?? 0n)) {
    return { error: { key: 'dep_amount_above_max', params: { max: moneyText(channel.max, currency) } } };
  }
  return { amount };
}

/** Catalogue key of each state's badge. */
export const STATE_KEYS: Record<DepositState, string> = {
  PENDING: 'dep_state_pending',
  APPROVED: 'dep_state_approved',
  REJECTED: 'dep_state_rejected',
  EXPIRED: 'dep_state_expired',
};

/** The gateway's reasons are codes the site words; staff reasons are shown as written. */
export function reasonKey(reason: string | null): string | null {
  if (reason === DEPOSIT_GATEWAY_REASONS.declined) return 'dep_reason_declined';
  if (reason === DEPOSIT_GATEWAY_REASONS.unavailable) return 'dep_reason_unavailable';
  return null;
}

/** Remembered while the member is away on the gateway's page, to greet them with the outcome. */
const AWAY_KEY = 'tessera.deposit.gateway';

export function rememberGatewayDeposit(id: string): void {
  try {
    sessionStorage.setItem(AWAY_KEY, id);
  } catch {
    // Storage refused (private mode): the history still shows the outcome.
  }
}

export function recalledGatewayDeposit(): string | null {
  try {
    return sessionStorage.getItem(AWAY_KEY);
  } catch {
    return null;
  }
}

export function forgetGatewayDeposit(): void {
  try {
    sessionStorage.removeItem(AWAY_KEY);
  } catch {
    // Nothing to forget.
  }
}
