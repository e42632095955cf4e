import type { BankCardView, Profile } from '@tessera/contracts';
import { readJson } from '../../lib/json-column.js';
import { phoneOf } from '../../lib/phone.js';
import type { MemberRow } from '../accounts/accounts.repo.js';
import { maskMiddle } from '../accounts/member-view.js';
import { type BankCard, maskCardNumber } from './bank-cards.service.js';

export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? maskMiddle(email, 1, 1) : `${maskMiddle(email.slice(0, at), 2, 0)}${email.slice(at)}`;
}

export function maskMobile(mobileNum: string): string {
  return maskMiddle(mobileNum, 2, 2);
}

/** The phone in E.164 form (`+8801712345678`), or null when none is bound. */
export function boundPhone(row: Pick<MemberRow, 'mobile_num' | 'country_dialing_code'>): string | null {
  return row.mobile_num && row.country_dialing_code
    ? phoneOf(row.country_dialing_code, row.mobile_num)
    : null;
}

export function toProfile(row: MemberRow): Profile {
  const phone = boundPhone(row);
  const extras = readJson<Record<string, string>>(row.profile) ?? {};
  return {
    account: row.username,
    nickname: row.nickname,
    payeeName: row.payee_name || null,
    birthday: extras.birthday ?? null,
    mobileNum: row.mobile_num ? maskMobile(row.mobile_num) : null,
    countryDialingCode: row.mobile_num ? row.country_dialing_code : null,
    mobileVerified: phone !== null && row.verified_mobile === phone,
    email: row.email ? maskEmail(row.email) : null,
    emailVerified: row.email !== null && row.verified_email === row.email.toLowerCase(),
    paymentPasswordSet: row.payment_password_hash !== null,
    totpEnabled: row.totp_enabled && row.totp_secret !== null,
  };
}

export function toCardView(card: BankCard): BankCardView {
  return {
    id: card.id,
    bankName: card.bankName,
    holderName: card.holderName,
    cardNumber: maskCardNumber(card.cardNumber),
    branch: card.branch,
    createdAt: card.createdAt.toISOString(),
  };
}
