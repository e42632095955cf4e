import {
  type CashierSettings,
  DEFAULT_CASHIER_SETTINGS,
  type Language,
  type RegisterSettings,
  type Resource,
  type SiteStatusSettings,
} from '@tessera/contracts';
import type { Selectable } from 'kysely';
import type { MerchantTable } from '../../db/schema.js';
import { readJson } from '../../lib/json-column.js';

/** A brand as the services see it: its row with the JSON columns typed. */
export interface Merchant {
  id: number;
  code: string;
  name: string;
  platform: string;
  lotteryType: string;
  defaultLanguage: Language;
  languages: Language[];
  currency: string;
  currencySymbol: string;
  /** IANA time zone of the brand's days. */
  timeZone: string;
  currencyScale: number;
  defaultPasswordHash: string | null;
  flags: Record<string, boolean>;
  modules: Record<string, boolean>;
  register: RegisterSettings;
  status: SiteStatusSettings;
  resources: Resource[];
  cdn: { image: string[]; launch: string[] };
  allowPlainPayloads: boolean;
  devInbox: boolean;
  passwordMaxAgeDays: number;
  wallet: WalletSettings;
  cashier: CashierSettings;
  /** Domains that serve the brand (its domain routes). */
  domains: Array<{ domain: string; main: boolean }>;
  /** Admins and finance staff log in with an authenticator code (off for the demo brand). */
  staffTotpRequired: boolean;
}

export interface WalletSettings {
  /** One wallet (games use MAIN) or main plus a wallet per vendor (spec §3 `isSingle`). */
  isSingle: boolean;
  /** Trial money a free-play member starts with, in minor units of the trial currency. */
  trialCredit: number;
  /** Staff adjustments above this many minor units wait for a second staff member (decision 0021). */
  adjustmentApprovalAbove: number;
  /** No staff adjustment may exceed this many minor units in one call. */
  adjustmentCeiling: number;
}

/** 10,000.00 and 1,000,000.00 at two decimals, unless the brand's wallet settings say otherwise. */
export const DEFAULT_ADJUSTMENT_LIMITS = {
  adjustmentApprovalAbove: 1_000_000,
  adjustmentCeiling: 100_000_000,
};

/** Trial money is its own currency: it can never meet real money in one transfer. */
export const TRIAL_CURRENCY = 'TRIAL';

/** Feature flags the site reads (spec §3, §6). */
export const FLAGS = {
  usernameLogin: 'USERNAMEREG3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  directRegister: 'DIRECTREG3',
  mobileRegister: 'MOBILEREG3',
  mobilePasswordFields: 'MOBILENUMPASSREG3',
  registerSms: 'REGMOBVERF3',
  passwordExpiryForcesChange: 'PWDEXPFORCECHANGE3',
  unregisteredIpCheck: 'UNREGIPVERF3',
  freePlay: 'FREEPLAY3',
  agentPolicy: 'AGENTPOLICY3',
  firebase: 'FIREBASE3',
  googleLogin: 'GOOGLELOGIN3',
  facebookLogin: 'FACEBOOKLOGIN3',
} as const;

export function isFlagOn(merchant: Merchant, flag: string): boolean {
  return merchant.flags[flag] === true;
}

export function toMerchant(row: Selectable<MerchantTable>, domains: Merchant['domains']): Merchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    platform: row.platform,
    lotteryType: row.lottery_type,
    defaultLanguage: row.default_language as Language,
    languages: readJson(row.languages),
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    timeZone: row.time_zone,
    currencyScale: row.currency_scale,
    defaultPasswordHash: row.default_password_hash,
    flags: readJson(row.flags),
    modules: readJson(row.modules),
    register: readJson(row.register_settings),
    status: readJson(row.status_settings),
    resources: readJson(row.resources),
    cdn: readJson(row.cdn),
    allowPlainPayloads: row.allow_plain_payloads,
    devInbox: row.dev_inbox,
    passwordMaxAgeDays: row.password_max_age_days,
    wallet: {
      isSingle: false,
      trialCredit: 0,
      ...DEFAULT_ADJUSTMENT_LIMITS,
      ...readJson<Partial<WalletSettings>>(row.wallet_settings),
    },
    cashier: { ...DEFAULT_CASHIER_SETTINGS, ...readJson<Partial<CashierSettings>>(row.cashier_settings) },
    domains,
    staffTotpRequired: row.staff_totp_required,
  };
}
