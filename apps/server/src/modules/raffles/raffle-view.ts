import type {
  ExpectedValue,
  Raffle,
  RaffleDraw,
  RafflePrize,
  RafflePrizeType,
  TicketRule,
  TicketRuleView,
} from '@tessera/contracts';
import { toMajor } from '@tessera/contracts';
import { prizeChances, prizeExpectedValue, type Ratio, ratioToNumber } from '@tessera/fair';
import type { Selectable } from 'kysely';
import type { RaffleDrawTable, RaffleTable, StoredPrize, StoredRule } from '../../db/schema-raffles.js';
import type { Texts } from '../../db/schema-rewards.js';
import { pickText, textOrder } from '../announcements/announcement-views.js';
import type { Merchant } from '../site/merchant.js';

export type RaffleRow = Selectable<RaffleTable>;
export type DrawRow = Selectable<RaffleDrawTable> & {
  commitment: string;
  client_seed: string;
  /** Null until the seed pair is rotated. */
  server_seed: string | null;
};

/** Money prizes are minor units in the table, major on the wire; points stay points. */
export const prizeInMoney = (type: RafflePrizeType) => type === 'CASH' || type === 'BONUS';

export const weightsOf = (prizes: readonly StoredPrize[]) => prizes.map((p) => p.weight);

function prizeView(
  prize: Omit<StoredPrize, 'weight'>,
  index: number,
  weight: number,
  chance: number,
  merchant: Merchant,
  language: string,
): RafflePrize {
  const amount = BigInt(prize.amount);
  return {
    index,
    label: pickText(prize.label, textOrder(merchant, language)),
    type: prize.type,
    amount: prizeInMoney(prize.type) ? toMajor(amount, merchant.currencyScale) : Number(amount),
    wageringMultiple: prize.type === 'BONUS' ? prize.wageringX100 / 100 : null,
    weight,
    chance,
  };
}

export function prizesView(prizes: readonly StoredPrize[], merchant: Merchant, language: string) {
  const chances = prizeChances(weightsOf(prizes));
  return prizes.map((p, i) => prizeView(p, i, p.weight, ratioToNumber(chances[i]!), merchant, language));
}

/** A rule as the site explains it: its tickets and its amount in major units, if it has one. */
export function ruleView(rule: StoredRule, merchant: Merchant): TicketRuleView {
  const money = (minor: string) => toMajor(BigInt(minor), merchant.currencyScale);
  const amount =
    rule.source === 'DEPOSIT' ? money(rule.minAmount) : rule.source === 'VALID_BET' ? money(rule.per) : null;
  return { source: rule.source, tickets: rule.tickets, amount };
}

/** A rule as staff wrote it (major units). */
export function ruleInput(rule: StoredRule, merchant: Merchant): TicketRule {
  const money = (minor: string) => toMajor(BigInt(minor), merchant.currencyScale);
  switch (rule.source) {
    case 'DEPOSIT':
      return { source: 'DEPOSIT', minAmount: money(rule.minAmount), tickets: rule.tickets };
    case 'VALID_BET':
      return {
        source: 'VALID_BET',
        per: money(rule.per),
        tickets: rule.tickets,
        categories: rule.categories as Extract<TicketRule, { source: 'VALID_BET' }>['categories'],
      };
    case 'MISSION':
      return { source: 'MISSION', missionId: rule.missionId, tickets: rule.tickets };
    case 'REFERRAL':
      return {
        source: 'REFERRAL',
        stage: rule.stage as Extract<TicketRule, { source: 'REFERRAL' }>['stage'],
        tickets: rule.tickets,
      };
  }
}

export function toRaffle(row: RaffleRow, tickets: number, merchant: Merchant, language: string): Raffle {
  const order = textOrder(merchant, language);
  return {
    id: String(row.id),
    kind: row.kind,
    title: pickText(row.title, order),
    summary: pickText(row.summary, order),
    icon: row.icon,
    tickets,
    prizes: prizesView(row.prizes, merchant, language),
    rules: row.rules.map((rule) => ruleView(rule, merchant)),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
  };
}

/** A draw with its proof; the prize as it was drawn (a later change of the table does not touch it). */
export function toDraw(
  row: DrawRow,
  raffle: { kind: RaffleRow['kind']; title: Texts },
  merchant: Merchant,
  language: string,
): RaffleDraw {
  const total = row.weights.reduce((a, b) => a + b, 0);
  const weight = row.weights[row.prize_index]!;
  const prize = {
    label: row.label,
    type: row.prize_type,
    amount: String(row.amount),
    wageringX100: row.wagering_x100,
  };
  return {
    id: String(row.id),
    raffleId: String(row.raffle_id),
    kind: raffle.kind,
    title: pickText(raffle.title, textOrder(merchant, language)),
    prize: prizeView(prize, row.prize_index, weight, weight / total, merchant, language),
    weights: row.weights,
    commitment: row.commitment,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    serverSeed: row.server_seed,
    createdAt: row.created_at.toISOString(),
  };
}

const ratioMajor = (r: Ratio, scale: number) => Number(r.num) / Number(r.den) / 10 ** scale;

/** What one ticket gives on average, exact from the table (then shown as numbers). */
export function expectedValueOf(prizes: readonly StoredPrize[], scale: number): ExpectedValue {
  const weights = weightsOf(prizes);
  const of = (matches: (p: StoredPrize) => boolean, value: (p: StoredPrize) => bigint) =>
    prizeExpectedValue(
      weights,
      prizes.map((p) => (matches(p) ? value(p) : 0n)),
    );
  const amount = (p: StoredPrize) => BigInt(p.amount);
  const cash = of((p) => p.type === 'CASH', amount);
  const bonus = of((p) => p.type === 'BONUS', amount);
  const money = of((p) => prizeInMoney(p.type), amount);
  return {
    money: ratioMajor(money, scale),
    cash: ratioMajor(cash, scale),
    bonus: ratioMajor(bonus, scale),
    points: ratioToNumber(of((p) => p.type === 'POINTS', amount)),
    nothingChance: ratioToNumber(
      of(
        (p) => p.type === 'NOTHING',
        () => 1n,
      ),
    ),
    totalWeight: weights.reduce((a, b) => a + b, 0),
  };
}
