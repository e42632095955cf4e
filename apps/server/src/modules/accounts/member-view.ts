import type { MemberInfo } from '@tessera/contracts';
import type { Merchant } from '../site/merchant.js';
import type { MemberRow } from './accounts.repo.js';

/** Agent types (spec §3); trial members are type 4. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;

/** The type of an agent registered below another agent (decision 0034); a top agent is 1. */
export const SUB_AGENT_TYPE = 2;

export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
export const TRIAL_TYPE = 4;

/** Show only the ends of a contact detail: `17******78`, `ab***@example.com`. */
export function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  if (value.length <= keepStart + keepEnd) return '*'.repeat(value.length);
  const end = keepEnd > 0 ? value.slice(-keepEnd) : '';
  return `${value.slice(0, keepStart)}${'*'.repeat(value.length - keepStart - keepEnd)}${end}`;
}

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? maskMiddle(email, 1, 1) : `${maskMiddle(email.slice(0, at), 2, 0)}${email.slice(at)}`;
}

export function toMemberInfo(row: MemberRow, merchant: Merchant): MemberInfo {
  return {
    id: row.id,
    account: row.username,
    nickname: row.nickname,
    type: row.type,
    language: row.language,
    payeeName: row.payee_name,
    email: row.email ? maskEmail(row.email) : null,
    mobileNum: row.mobile_num ? maskMiddle(row.mobile_num, 2, 2) : null,
    countryDialingCode: row.country_dialing_code,
    isAgent: isAgentType(row.type),
    isTrial: row.is_trial,
    passwordChangeRequired: row.password_must_change,
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    currency: row.is_trial ? 'TRIAL' : merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}
