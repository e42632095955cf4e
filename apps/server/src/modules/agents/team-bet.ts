import type { Db } from '../../db/database.js';
import { teamPath, underPath } from '../../db/team-path.js';
import { AppError } from '../../http/app-error.js';
import { LOTTERY_ID_PREFIX } from '../records/lottery-records.repo.js';
import type { BetRecords } from '../records/records.service.js';
import type { Merchant } from '../site/merchant.js';
import type { Agent } from './team.js';

/** Our ids: no leading zero, at most 18 digits (a bigint). */
const DIGITS = /^[1-9]\d{0,17}$/u;

/**
 * One row of the agent's team betting in full (issue 14): the round or lottery bet as the member's
 * own betting record shows it (records.service.ts), with whose it is. A row of anyone outside the
 * agent's team (their own, a sibling's, an ancestor's, another brand's, none) is `object.not.found`.
 */
export class TeamBets {
  constructor(
    private readonly db: Db,
    private readonly records: BetRecords,
  ) {}

  async detail(merchant: Merchant, language: string, agent: Agent, id: string) {
    const owner = await this.owner(merchant, agent, id);
    if (!owner) throw new AppError('object.not.found');
    try {
      const { record, legs } = await this.records.detail({ merchant, memberId: owner.id, language }, id);
      return { record: { ...record, account: owner.username }, legs };
    } catch (error) {
      if (error instanceof AppError && error.code === 'bet.record.not.found')
        throw new AppError('object.not.found');
      throw error;
    }
  }

  /** Whose round (or lottery bet, `L` and its id) this is, when they are in the agent's team. */
  private owner(merchant: Merchant, agent: Agent, id: string) {
    const lottery = id.startsWith(LOTTERY_ID_PREFIX);
    const digits = lottery ? id.slice(LOTTERY_ID_PREFIX.length) : id;
    if (!DIGITS.test(digits)) return undefined;
    const rows = lottery
      ? this.db.selectFrom('lottery_bets as r').innerJoin('members as m', 'm.id', 'r.member_id')
      : this.db.selectFrom('game_rounds as r').innerJoin('members as m', 'm.id', 'r.member_id');
    return rows
      .select(['m.id', 'm.username'])
      .where('r.id', '=', BigInt(digits))
      .where('r.merchant_id', '=', merchant.id)
      .where('m.merchant_id', '=', merchant.id)
      .where(underPath('m.path', teamPath(agent)))
      .executeTakeFirst();
  }
}
