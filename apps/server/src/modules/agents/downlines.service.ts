import { checkField, type Downline, toMajor } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { teamPath } from '../../db/team-path.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import { isoOrNull } from '../../lib/iso-time.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { findMemberByUsername, insertMember } from '../accounts/accounts.repo.js';
import { AGENT_TYPES, isAgentType, SUB_AGENT_TYPE } from '../accounts/member-view.js';
import { assertPasswordRule } from '../accounts/password-rule.js';
import type { Caller } from '../accounts/sign-in.js';
import { recordAudit } from '../audit/audit.repo.js';
import { listDownlines, teamCounts } from './downlines.repo.js';
import { initialPassword } from './initial-password.js';
import { type Agent, findTeamMember, levelBelow, requireAgent } from './team.js';

type DownlineRow = Awaited<ReturnType<typeof listDownlines>>['rows'][number];

/** The agent's downlines: listing and searching them, and registering a direct one. */
export class Downlines {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
  ) {}

  agent(caller: Caller, session: MemberSession): Promise<Agent> {
    return requireAgent(this.db, caller, session);
  }

  async search(
    caller: Caller,
    session: MemberSession,
    query: {
      username?: string | undefined;
      scope: 'direct' | 'all';
      under?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    const agent = await this.agent(caller, session);
    const anchor = query.under ? await findTeamMember(this.db, agent, query.under) : agent;
    const { rows, total } = await listDownlines(this.db, {
      merchantId: agent.merchantId,
      currency: caller.merchant.currency,
      anchor,
      direct: query.scope === 'direct',
      usernamePrefix: query.username || undefined,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    const scale = caller.merchant.currencyScale;
    return {
      list: rows.map((row) => toDownline(row, agent, scale)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async counts(agent: Agent) {
    return teamCounts(this.db, agent.merchantId, agent, AGENT_TYPES);
  }

  /**
   * Register a direct downline with a first password of their own that they must change at their
   * first login (decision 0034); the account follows the brand's username rule.
   */
  async create(
    caller: Caller,
    session: MemberSession,
    input: { account: string; kind: 'MEMBER' | 'AGENT'; nickname?: string | undefined },
  ) {
    const agent = await this.agent(caller, session);
    const { merchant } = caller;
    const rule = merchant.register.fields.username;
    if (rule && !checkField(rule, input.account))
      throw new AppError('validation.failed', { field: 'account' });
    if (await findMemberByUsername(this.db, merchant.id, input.account)) throw new AppError('username.taken');
    const password = initialPassword();
    assertPasswordRule(merchant, password);
    const passwordHash = await this.hasher.hash(password);
    const created = await this.db.transaction().execute(async (tx) => {
      const member = await insertMember(tx, {
        merchant_id: merchant.id,
        username: input.account,
        username_lower: input.account.toLowerCase(),
        password_hash: passwordHash,
        password_must_change: true,
        type: input.kind === 'AGENT' ? SUB_AGENT_TYPE : 0,
        nickname: input.nickname || null,
        parent_id: agent.id,
        path: teamPath(agent),
        language: merchant.defaultLanguage,
        register_ip: caller.ip,
      });
      await recordAudit(tx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: agent.id,
        action: 'agent.downline.create',
        target: `member:${member.id}`,
        details: { kind: input.kind },
        ip: caller.ip,
      });
      return member;
    });
    return {
      downline: {
        account: created.username,
        nickname: created.nickname,
        level: 1,
        isAgent: isAgentType(created.type),
        status: created.status,
        upline: agent.username,
        balance: 0,
        registeredAt: created.created_at.toISOString(),
        lastLoginAt: null,
        teamSize: 0,
      } satisfies Downline,
      initialPassword: password,
    };
  }
}

function toDownline(row: DownlineRow, agent: Agent, scale: number): Downline {
  return {
    account: row.username,
    nickname: row.nickname,
    level: levelBelow(agent, row.path),
    isAgent: isAgentType(row.type),
    status: row.status,
    upline: row.upline,
    balance: toMajor(BigInt(row.balance), scale),
    registeredAt: new Date(row.created_at).toISOString(),
    lastLoginAt: isoOrNull(row.last_login_at),
    teamSize: Number(row.team_size ?? 0),
  };
}
