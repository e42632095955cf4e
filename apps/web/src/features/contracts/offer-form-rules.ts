import {
  type BodyOf,
  type ContractType,
  type DIVIDEND_PERIODS,
  MAX_TIERS,
  type offerContract,
  type TerminatesLowerRefusal,
  ZTerminatesLowerRefusal,
} from '@tessera/contracts';
import { percentToBp } from './rates';

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export type OfferBody = BodyOf<typeof offerContract>;

/** A tier as typed: text in every box, read when the form is sent. */
export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  minNetLoss: string;
  rate: string;
  fixed: string;
}
export type TierField = keyof TierDraft;

export interface OfferDraft {
  type: ContractType;
  period: DividendPeriod;
  tiers: TierDraft[];
}

/** A message as a catalogue key with its values, translated where it shows. */
export interface OfferError {
  key: string;
  params?: Record<string, string | number>;
}

export const emptyTier = (): TierDraft => ({
  minValidBet: '0',
  minActiveMembers: '0',
  minNetLoss: '0',
  rate: '',
  fixed: '0',
});

export const emptyOffer = (type: ContractType = 'REALTIME_SALARY'): OfferDraft => ({
  type,
  period: 'MONTHLY',
  tiers: [emptyTier()],
});

/** The name of one tier box, as its input's `name` (the form's blur check finds it by that). */
export const tierFieldName = (index: number, field: TierField) => `tier${index}_${field}`;

/** The boxes a tier shows for a type: dividends count net loss and pay no fixed amount. */
export function tierFields(type: ContractType): TierField[] {
  return type === 'DIVIDEND'
    ? ['minValidBet', 'minNetLoss', 'minActiveMembers', 'rate']
    : ['minValidBet', 'minActiveMembers', 'rate', 'fixed'];
}

const LIMITS: Record<Exclude<TierField, 'rate'>, number> = {
  minValidBet: 1e12,
  minNetLoss: 1e12,
  minActiveMembers: 1_000_000,
  fixed: 1e9,
};

/** A typed amount in major units (at most `scale` decimals), or null. */
export function readAmount(text: string, scale: number): number | null {
  const typed = text.trim().replace(/,/gu, '');
  const decimals = scale > 0 ? `(?:\\.\\d{0,${scale}})?` : '';
  if (!new RegExp(`^\\d+${decimals}$`, 'u').test(typed)) return null;
  return Number(typed);
}

/** A typed whole count, or null. */
export function readCount(text: string): number | null {
  const typed = text.trim();
  return /^\d{1,7}$/u.test(typed) ? Number(typed) : null;
}

/** Every box's value by its name, for the form's blur and submit checks. */
export function offerValues(draft: OfferDraft): Record<string, string> {
  const values: Record<string, string> = {};
  draft.tiers.forEach((tier, index) => {
    for (const field of tierFields(draft.type)) values[tierFieldName(index, field)] = tier[field];
  });
  return values;
}

/**
 * The offer form's own checks before the server's (which adds: no rate above the agent's own
 * contract of the type, no second live contract): minimums and amounts are numbers within the
 * contract's limits, the rate a percent from 0 to 50 with two decimals, at most ten tiers.
 */
export function validateOffer(draft: OfferDraft, scale: number): Record<string, OfferError> {
  const errors: Record<string, OfferError> = {};
  draft.tiers.slice(0, MAX_TIERS).forEach((tier, index) => {
    for (const field of tierFields(draft.type)) {
      const name = tierFieldName(index, field);
      const text = tier[field];
      if (!text.trim()) {
        errors[name] = { key: 'ct_err_required' };
      } else if (field === 'rate') {
        if (percentToBp(text) === null) errors[name] = { key: 'ct_err_rate' };
      } else if (field === 'minActiveMembers') {
        const count = readCount(text);
        if (count === null || count > LIMITS[field]) errors[name] = { key: 'ct_err_count' };
      } else {
        const amount = readAmount(text, scale);
        if (amount === null || amount > LIMITS[field])
          errors[name] = { key: 'ct_err_amount', params: { scale } };
      }
    }
  });
  return errors;
}

/** The body sent for a valid draft (the period only for a dividend). */
export function offerBody(
  draft: OfferDraft,
  account: string,
  scale: number,
  acknowledgeTerminations = false,
): OfferBody {
  const dividend = draft.type === 'DIVIDEND';
  return {
    account,
    type: draft.type,
    ...(dividend ? { period: draft.period } : {}),
    tiers: draft.tiers.slice(0, MAX_TIERS).map((tier) => ({
      minValidBet: readAmount(tier.minValidBet, scale) ?? 0,
      minActiveMembers: readCount(tier.minActiveMembers) ?? 0,
      minNetLoss: dividend ? (readAmount(tier.minNetLoss, scale) ?? 0) : 0,
      rateBp: percentToBp(tier.rate) ?? 0,
      fixed: dividend ? 0 : (readAmount(tier.fixed, scale) ?? 0),
    })),
    acknowledgeTerminations,
  };
}

/**
 * The contracts a refusal `contract.terminates.lower` says accepting the offer would end, read from
 * its value (ZTerminatesLowerRefusal); empty when the value is not that shape.
 */
export function terminatedContracts(value: unknown): TerminatesLowerRefusal['contracts'] {
  const parsed = ZTerminatesLowerRefusal.safeParse(value);
  return parsed.success ? parsed.data.contracts : [];
}
