import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { MemberSession } from '../../http/context.js';
import type { Caller } from '../accounts/sign-in.js';
import { requireAgent } from '../agents/team.js';
import { toNotice } from './announcement-views.js';
import { listAgentNotices } from './announcements.repo.js';

/**
 * The agent centre's announcements (agentAnnouncement, issue 14; decision 0037): the brand's agent
 * notices, for agents only, in the caller's language (then the brand default, then EN). Read
 * straight from the database: a page an agent opens, not a hot read like the member feed.
 */
export class AgentNotices {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(
    caller: Caller,
    session: MemberSession,
    language: string,
    page: { pageNo: number; pageSize: number },
  ) {
    const agent = await requireAgent(this.db, caller, session);
    const { rows, total } = await listAgentNotices(this.db, agent.merchantId, this.clock.now(), page);
    const order = [language, caller.merchant.defaultLanguage, 'EN'];
    return {
      list: rows.map((row) => toNotice(row, order)),
      total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    };
  }
}
