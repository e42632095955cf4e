import type { Db } from '../../db/database.js';

/** What the transfer rules need to know about either side. */
export interface Party {
  id: number;
  merchant_id: number;
  username: string;
  nickname: string | null;
  type: number;
  status: 'ACTIVE' | 'DISABLED';
  is_trial: boolean;
  parent_id: number | null;
  path: string;
}

const PARTY = [
  'id',
  'merchant_id',
  'username',
  'nickname',
  'type',
  'status',
  'is_trial',
  'parent_id',
  'path',
] as const;

export function findParty(db: Db, merchantId: number, id: number): Promise<Party | undefined> {
  return db
    .selectFrom('members')
    .select(PARTY)
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export function findPartyByUsername(
  db: Db,
  merchantId: number,
  username: string,
): Promise<Party | undefined> {
  return db
    .selectFrom('members')
    .select(PARTY)
    .where('merchant_id', '=', merchantId)
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
}

/** `/12/`: the segment every member below agent 12 carries in its materialised path. */
export const subtreeMark = (agentId: number) => `/${agentId}/`;

/** Whether `member` sits anywhere below `agentId` (domain.md §7: its path holds `/<agentId>/`). */
export function isBelow(member: Pick<Party, 'path' | 'id'>, agentId: number): boolean {
  return member.id !== agentId && member.path.includes(subtreeMark(agentId));
}
