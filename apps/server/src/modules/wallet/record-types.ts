import type { RecordType } from '@tessera/contracts';

/** Ledger transfer kinds, grouped as the account record's type filter shows them. */
const KINDS_BY_TYPE: Record<RecordType, readonly string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW_HOLD', 'WITHDRAW_RELEASE', 'WITHDRAW_PAYOUT'],
  TRANSFER: ['UPLINE_TRANSFER', 'DOWNLINE_TRANSFER'],
  WALLET: ['WALLET_TRANSFER'],
  ADJUSTMENT: ['ADJUSTMENT'],
  GAME: [
    'BET',
    'WIN',
    'ROLLBACK',
    'REFUND',
    'FEE',
    'JACKPOT',
    'JACKPOT_WIN',
    'LOTTERY_BET',
    'LOTTERY_WIN',
    'LOTTERY_REFUND',
    'LOTTERY_CORRECTION',
  ],
  BONUS: [
    'BONUS',
    'BONUS_RELEASE',
    'BONUS_EXPIRE',
    'BONUS_FORFEIT',
    'REBATE',
    'CASHBACK',
    'VIP_BONUS',
    'COMMISSION',
    'SALARY',
    'DIVIDEND',
    'MISSION_REWARD',
    'LEADERBOARD_PRIZE',
    'REFERRAL_REWARD',
    'RAFFLE_PRIZE',
    'POINTS_CONVERT',
  ],
  TRIAL: ['TRIAL_CREDIT'],
};

const TYPE_OF_KIND = new Map(
  Object.entries(KINDS_BY_TYPE).flatMap(([type, kinds]) => kinds.map((kind) => [kind, type as RecordType])),
);

export function kindsOf(type: RecordType): readonly string[] {
  return KINDS_BY_TYPE[type];
}

/** A kind nobody listed yet still shows, as an adjustment, rather than vanishing from the record. */
export function typeOfKind(kind: string): RecordType {
  return TYPE_OF_KIND.get(kind) ?? 'ADJUSTMENT';
}
