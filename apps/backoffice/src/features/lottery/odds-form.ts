/**
 * The odds page's reading and writing of payouts. A payout is stored as thousandths of the unit
 * price (`payoutMilli`, an integer) and shown as "pays N×" (N = payoutMilli / 1000); staff type N
 * with up to three decimals, read exactly (digits to integer thousandths, never float arithmetic).
 */

/** The most a prize may pay, in thousandths (the contract's limit: 100,000×). */
export const MAX_PAYOUT_MILLI = 100_000_000;

/** Typed "pays N×" text (`9.8`, `97,000`, `0`) to integer thousandths; null when not 0–100,000 with ≤ 3 decimals. */
export function parsePayout(text: string): number | null {
  const clean = text.replace(/[\s,×x]/gu, '');
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/u.exec(clean);
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return milli <= MAX_PAYOUT_MILLI ? milli : null;
}

/** Thousandths back to the text a field starts with: 9800 → `9.8`, 97000000 → `97000`. */
export function payoutText(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const fraction = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/u, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A unit price (major units from the server) as the text its field starts with: `1.00`. */
export function priceText(unitPrice: number, scale: number): string {
  return unitPrice.toFixed(scale);
}

/** Prizes with a name of their own in the catalogues (`lottery.odds.prizes.<PRIZE>`). */
const NAMED_PRIZES = new Set([
  'HIT',
  'TIE',
  'REFUND',
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'RED',
  'BLUE',
  'GREEN',
  'TAIL',
  'REPEAT',
  'FIRST',
  'SECOND',
  'THIRD',
  'SPECIAL',
  'CONSOLATION',
]);

/**
 * How a prize is named: its own catalogue key, a numbered one (`SUM_7` → `SUM_N` with n 7), or the
 * code itself when the console has no name for it (a new prize added to the engine).
 */
export function prizeKey(prize: string): { key: string; n?: string } | null {
  if (NAMED_PRIZES.has(prize)) return { key: `lottery.odds.prizes.${prize}` };
  const numbered = /^(SUM|TAIL)_(\d{1,3})$/u.exec(prize);
  if (numbered) return { key: `lottery.odds.prizes.${numbered[1]}_N`, n: numbered[2] };
  return null;
}

/** The family part of a bet type (`SSC.POS` → `SSC`): the games the odds apply to. */
export const familyOf = (betType: string): string => betType.split('.')[0] ?? betType;
