import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { MemberSession } from '../../http/context.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** Who is chatting on the customer side: a signed-in member, or an anonymous visitor. */
export type ChatCustomer =
  | { kind: 'MEMBER'; merchantId: number; memberId: number; name: string; key: string }
  | { kind: 'VISITOR'; merchantId: number; visitorId: string; name: string | null; key: string };

/**
 * Customers of the chat (decision 0050): a member by their session; a visitor by the anonymous
 * token `issue` gave (256 bits; only its SHA-256 is kept, per brand). A member's session wins over
 * a visitor token.
 */
export class ChatCustomers {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async issue(merchantId: number, name: string | undefined): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.db
      .insertInto('chat_visitors')
      .values({
        merchant_id: merchantId,
        token_hash: hashToken(token),
        name: name && name.length > 0 ? name : null,
        created_at: now,
        last_seen_at: now,
      })
      .execute();
    return token;
  }

  /** The caller: their member session, else the visitor their token names (`chat.visitor.unknown`). */
  async resolve(
    merchantId: number,
    member: MemberSession | null,
    visitor: string | undefined,
  ): Promise<ChatCustomer> {
    if (member) {
      return {
        kind: 'MEMBER',
        merchantId,
        memberId: member.memberId,
        name: member.member.username,
        key: `m${member.memberId}`,
      };
    }
    const found = visitor ? await this.visitorOf(merchantId, visitor) : null;
    if (!found) throw new AppError('chat.visitor.unknown');
    return found;
  }

  async visitorOf(merchantId: number, token: string): Promise<ChatCustomer | null> {
    const row = await this.db
      .selectFrom('chat_visitors')
      .select(['id', 'name'])
      .where('token_hash', '=', hashToken(token))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!row) return null;
    const id = String(row.id);
    return { kind: 'VISITOR', merchantId, visitorId: id, name: row.name, key: `v${id}` };
  }
}

/** The conversation column that names this customer. */
export const customerWhere = (customer: ChatCustomer) =>
  customer.kind === 'MEMBER'
    ? ({ column: 'member_id', value: customer.memberId } as const)
    : ({ column: 'visitor_id', value: customer.visitorId } as const);
