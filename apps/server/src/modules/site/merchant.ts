import type { Language, RegisterSettings, Resource, SiteStatusSettings } from '@tessera/contracts';
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
  /** Domains that serve the brand (its domain routes). */
  domains: Array<{ domain: string; main: boolean }>;
}

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
    domains,
  };
}
