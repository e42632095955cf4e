import type { Db } from '../../db/database.js';
import { teamPath, underPath } from '../../db/team-path.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import { isAgentType } from '../accounts/member-view.js';
import type { Caller } from '../accounts/sign-in.js';

/** An agent as the agent calls need them. */
export interface Agent {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  status: 'ACTIVE' | 'DISABLED';
  isTrial: boolean;
  parentId: number | null;
  path: string;
}

/** How far below the agent a team member sits: 1 for a direct downline. */
export const levelBelow = (agent: { id: number; path: string }, memberPath: string) =>
  memberPath.slice(teamPath(agent).length).split('/').filter(Boolean).length + 1;

/** The caller as stored now; trial members and members who are not agents are refused. */
export async function requireAgent(db: Db, caller: Caller, session: MemberSession): Promise<Agent> {
  if (session.isTrial) throw new AppError('trial.not.allowed');
  const row = await db
    .selectFrom('members')
    .select(['id', 'merchant_id', 'username', 'type', 'status', 'is_trial', 'parent_id', 'path'])
    .where('id', '=', session.memberId)
    .where('merchant_id', '=', caller.merchant.id)
    .executeTakeFirst();
  if (!row) throw new AppError('user.or.token.invalid');
  if (!isAgentType(row.type)) throw new AppError('agent.only');
  return {
    id: row.id,
    merchantId: row.merchant_id,
    username: row.username,
    type: row.type,
    status: row.status,
    isTrial: row.is_trial,
    parentId: row.parent_id,
    path: row.path,
  };
}

/**
 * A member of the agent's team by account name. Anyone else (a sibling's, an ancestor, another
 * brand's, the agent themself, nobody) is the same `object.not.found`: the answer says nothing of
 * members outside the team.
 */
export async function findTeamMember(db: Db, agent: Agent, account: string) {
  const row = await db
    .selectFrom('members')
    .select(['id', 'username', 'path', 'type'])
    .where('merchant_id', '=', agent.merchantId)
    .where('username_lower', '=', account.toLowerCase())
    .where(underPath('path', teamPath(agent)))
    .executeTakeFirst();
  if (!row) throw new AppError('object.not.found');
  return row;
}
