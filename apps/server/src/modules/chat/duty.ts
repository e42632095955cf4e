import { randomUUID } from 'node:crypto';
import { type ChatAgent, ROLES } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { ChatAnnouncer } from './chat-news.js';

/** A presence row older than this is a node that died holding the socket. */
export const PRESENCE_FRESH_MS = 30_000;
/** How often a node refreshes the presence of the staff sockets it holds. */
export const PRESENCE_REFRESH_MS = 10_000;
/** How long a node trusts its own reading of a brand's duty (the customer's send asks each time). */
const DUTY_CACHE_MS = 1_000;

const CHAT_ROLES = ROLES.chat as readonly string[];

/**
 * Who is on duty (decision 0050): a staff member of the chat roles who set themselves available
 * (`chat_duty`) and whose chat socket some node holds (`chat_presence`, refreshed every 10 s; a
 * dead node's rows age out after 30 s). A change of the brand's on-duty state is news.
 */
export class ChatDuty {
  /** This process, as its presence rows name it. */
  readonly node = randomUUID();
  private readonly cached = new Map<number, { onDuty: boolean; at: number }>();
  private readonly told = new Map<number, boolean>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly announcer: ChatAnnouncer,
  ) {}

  async onDuty(merchantId: number): Promise<boolean> {
    const hit = this.cached.get(merchantId);
    const now = Date.now();
    if (hit && now - hit.at < DUTY_CACHE_MS) return hit.onDuty;
    const fresh = new Date(this.clock.now().getTime() - PRESENCE_FRESH_MS);
    const row = await this.db
      .selectFrom('chat_duty as d')
      .innerJoin('chat_presence as p', 'p.staff_id', 'd.staff_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('d.merchant_id', '=', merchantId)
      .where('d.available', '=', true)
      .where('p.seen_at', '>', fresh)
      .executeTakeFirstOrThrow();
    const onDuty = row.n > 0;
    this.cached.set(merchantId, { onDuty, at: now });
    return onDuty;
  }

  /** Heard on the bus from any node (or from here). */
  heard(merchantId: number, onDuty: boolean): void {
    this.cached.set(merchantId, { onDuty, at: Date.now() });
    this.told.set(merchantId, onDuty);
  }

  async setAvailable(merchantId: number, staffId: number, available: boolean): Promise<void> {
    await this.db
      .insertInto('chat_duty')
      .values({ staff_id: staffId, merchant_id: merchantId, available, updated_at: this.clock.now() })
      .onConflict((oc) => oc.column('staff_id').doUpdateSet({ available, updated_at: this.clock.now() }))
      .execute();
    await this.changed(merchantId);
  }

  /** A staff chat socket opened (+1) or closed (−1) on this node. */
  async present(merchantId: number, staffId: number, delta: 1 | -1): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('chat_presence')
      .values({
        node: this.node,
        staff_id: staffId,
        merchant_id: merchantId,
        sockets: Math.max(0, delta),
        seen_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['node', 'staff_id']).doUpdateSet({
          sockets: sql`greatest(0, chat_presence.sockets + ${delta})`,
          seen_at: now,
        }),
      )
      .execute();
    await this.db
      .deleteFrom('chat_presence')
      .where('node', '=', this.node)
      .where('staff_id', '=', staffId)
      .where('sockets', '<=', 0)
      .execute();
    await this.changed(merchantId);
  }

  /** Keep this node's presence rows fresh (every PRESENCE_REFRESH_MS while it holds staff sockets). */
  async refresh(): Promise<void> {
    await this.db
      .updateTable('chat_presence')
      .set({ seen_at: this.clock.now() })
      .where('node', '=', this.node)
      .execute();
  }

  /** This node stops: its presence goes with it. */
  async leave(): Promise<void> {
    const brands = await this.db
      .deleteFrom('chat_presence')
      .where('node', '=', this.node)
      .returning('merchant_id')
      .execute();
    for (const merchantId of new Set(brands.map((row) => row.merchant_id))) await this.changed(merchantId);
  }

  /** The chat roles' staff of the brand with their duty and open conversations. */
  async agents(merchantId: number, staffId?: number): Promise<ChatAgent[]> {
    const fresh = new Date(this.clock.now().getTime() - PRESENCE_FRESH_MS);
    let query = this.db
      .selectFrom('staff as s')
      .leftJoin('chat_duty as d', 'd.staff_id', 's.id')
      .select((eb) => [
        's.id',
        's.username',
        's.role',
        eb.fn.coalesce('d.available', sql<boolean>`false`).as('available'),
        eb
          .exists(
            eb
              .selectFrom('chat_presence as p')
              .select('p.staff_id')
              .whereRef('p.staff_id', '=', 's.id')
              .where('p.seen_at', '>', fresh),
          )
          .as('present'),
        eb
          .selectFrom('chat_conversations as c')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('c.staff_id', '=', 's.id')
          .where('c.status', '=', 'ACTIVE')
          .as('open_conversations'),
      ])
      .where('s.merchant_id', '=', merchantId)
      .where('s.status', '=', 'ACTIVE')
      .where('s.role', 'in', CHAT_ROLES)
      .orderBy('s.username');
    if (staffId !== undefined) query = query.where('s.id', '=', staffId);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      role: row.role,
      available: Boolean(row.available),
      onDuty: Boolean(row.available) && Boolean(row.present),
      openConversations: Number(row.open_conversations ?? 0),
    }));
  }

  private async changed(merchantId: number): Promise<void> {
    this.cached.delete(merchantId);
    const onDuty = await this.onDuty(merchantId);
    if (this.told.get(merchantId) === onDuty) return;
    this.told.set(merchantId, onDuty);
    this.announcer.announce({ type: 'duty', merchantId, onDuty });
  }
}
