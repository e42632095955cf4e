import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import { GroupCommit } from '../../lib/group-commit.js';

/** One slip as `lottery_place` takes it: the bettor, the slip, its priced lines and the accounts. */
export interface Placing {
  merchantId: number;
  memberId: number;
  slip: {
    requestId: string;
    gameCode: string;
    numero: string;
    prizeMode: string;
    chase?: { draws: number; stopOnWin: boolean } | undefined;
  };
  currency: string;
  memberAccount: bigint;
  houseAccount: bigint;
  now: Date;
  lines: object[];
}

/** What `lottery_place` answered for a slip (`RACED`: a copy placed at the same moment won). */
export type Placed =
  | { outcome: 'REPLAY' }
  | { outcome: 'UNKNOWN' }
  | { outcome: 'CLOSED' }
  | { outcome: 'RACED' }
  | { outcome: 'SHORT'; count: number }
  | {
      outcome: 'PLACED';
      balance: bigint;
      rows: { bet_id: string; numero: string; chase_id: string | null; line: number }[];
    };

interface SlipRow {
  ord: number;
  outcome: string | null;
  detail: number | null;
  balance: string | null;
  bet_id: string;
  numero: string;
  chase_id: string | null;
  line: number;
}

/**
 * Slips in one statement each (`lottery_place`: replay check, draws held and checked open by
 * `now`, stakes, chase and bets), grouped under load (`GroupCommit`): slips that arrive while
 * others are running go together as one `lottery_places` statement and one commit (migrations
 * 0018 and 0025), answered as if alone. A shortfall answers `balance.insufficient` with nothing
 * placed; a copy of a slip placed at the same moment fails its group's statement, which is then
 * retried slip by slip, and the copy alone is told it `RACED`.
 */
export class SlipBatcher {
  private readonly group: GroupCommit<Placing, SlipRow[]>;

  constructor(db: Db, inFlight?: number) {
    this.group = new GroupCommit((calls) => runSlips(db, calls), inFlight);
  }

  /** Statements sent and the slips they carried. */
  get sent() {
    return this.group.sent;
  }

  async place(placing: Placing): Promise<Placed> {
    let rows: SlipRow[];
    try {
      rows = await this.group.submit(placing);
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'RACED' };
      throw error;
    }
    const first = rows[0]!;
    if (first.outcome === 'SHORTFALL') throw new AppError('balance.insufficient');
    if (first.outcome === 'SHORT') return { outcome: 'SHORT', count: first.detail ?? 0 };
    if (first.outcome !== 'PLACED') return { outcome: first.outcome } as Placed;
    return { outcome: 'PLACED', balance: BigInt(first.balance!), rows };
  }
}

/** Several slips as one `lottery_places` statement; answers each slip's rows in the calls' order. */
async function runSlips(db: Db, calls: Placing[]): Promise<SlipRow[][]> {
  const slips = calls.map((placing, ord) => ({
    ord,
    merchant: placing.merchantId,
    member: placing.memberId,
    request: placing.slip.requestId,
    game: placing.slip.gameCode,
    numero: placing.slip.numero,
    draws: placing.slip.chase?.draws ?? 1,
    stop_on_win: placing.slip.chase?.stopOnWin ?? null,
    prize_mode: placing.slip.prizeMode,
    lines: placing.lines,
    currency: placing.currency,
    member_account: String(placing.memberAccount),
    house_account: String(placing.houseAccount),
    now: placing.now.toISOString(),
  }));
  const { rows } = await sql<SlipRow>`select * from lottery_places(${JSON.stringify(slips)}::jsonb)`.execute(
    db,
  );
  const answers: SlipRow[][] = calls.map(() => []);
  for (const row of rows) answers[row.ord]!.push(row);
  return answers;
}
