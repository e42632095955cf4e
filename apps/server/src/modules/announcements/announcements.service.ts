import type { AnnouncementInput, ContentType, StaffAnnouncement } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { recordAudit } from '../audit/audit.repo.js';
import { AgentNotices } from './agent-notices.js';
import { AnnouncementFeed } from './announcement-feed.js';
import { withCleanHtml } from './announcement-html.js';
import { checkAnnouncement } from './announcement-rules.js';
import { toStaffView } from './announcement-views.js';
import { deleteRow, insertRow, listForStaff, lockRow, updateRow } from './announcements.repo.js';

/** The columns an input sets (create and full replacement alike). */
function columnsOf(input: AnnouncementInput, at: Date, staffId: number) {
  return {
    content_type: input.contentType,
    platform: input.platform,
    group_name: input.groupName,
    title: JSON.stringify(input.title),
    content: JSON.stringify(input.content),
    image_url: input.imageUrl,
    url: input.url,
    linkage_type: input.linkageType,
    execution: input.execution,
    promotion_type: input.promotionType,
    sort: input.sort,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    status: input.status,
    updated_by: staffId,
    updated_at: at,
  };
}

/**
 * Staff management of a brand's announcements: every change is checked against the type's rules,
 * committed with its audit entry (what was shown before and after), then drops the member call's
 * cache on this node.
 */
export class AnnouncementsService {
  readonly feed: AnnouncementFeed;
  readonly agentNotices: AgentNotices;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.feed = new AnnouncementFeed(db, clock);
    this.agentNotices = new AgentNotices(db, clock);
  }

  async list(
    merchantId: number,
    query: { contentType?: ContentType; status?: 'ACTIVE' | 'INACTIVE'; pageNo: number; pageSize: number },
  ) {
    const { rows, total } = await listForStaff(this.db, merchantId, query, query);
    return { list: rows.map(toStaffView), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async create(actor: StaffSession, given: AnnouncementInput, ip: string): Promise<StaffAnnouncement> {
    // The HTML as it will be stored, checked as such (a popup of nothing but a script has no content).
    const input = await withCleanHtml(given);
    checkAnnouncement(input);
    const now = this.clock.now();
    const view = await this.db.transaction().execute(async (tx) => {
      const row = await insertRow(tx, {
        merchant_id: actor.merchantId,
        ...columnsOf(input, now, actor.staffId),
        created_by: actor.staffId,
        created_at: now,
      });
      const after = toStaffView(row);
      await this.audit(tx, actor, 'announcement.create', row.id, { after }, ip);
      return after;
    });
    this.feed.invalidate(actor.merchantId);
    return view;
  }

  async update(
    actor: StaffSession,
    id: number,
    given: AnnouncementInput,
    ip: string,
  ): Promise<StaffAnnouncement> {
    const input = await withCleanHtml(given);
    checkAnnouncement(input);
    const view = await this.db.transaction().execute(async (tx) => {
      const before = await lockRow(tx, actor.merchantId, id);
      if (!before) throw new AppError('announcement.not.found');
      const after = toStaffView(await updateRow(tx, id, columnsOf(input, this.clock.now(), actor.staffId)));
      await this.audit(tx, actor, 'announcement.update', id, { before: toStaffView(before), after }, ip);
      return after;
    });
    this.feed.invalidate(actor.merchantId);
    return view;
  }

  async remove(actor: StaffSession, id: number, ip: string): Promise<{ id: number }> {
    await this.db.transaction().execute(async (tx) => {
      const before = await lockRow(tx, actor.merchantId, id);
      if (!before) throw new AppError('announcement.not.found');
      await deleteRow(tx, id);
      await this.audit(tx, actor, 'announcement.delete', id, { before: toStaffView(before) }, ip);
    });
    this.feed.invalidate(actor.merchantId);
    return { id };
  }

  private audit(
    tx: Db,
    actor: StaffSession,
    action: string,
    id: number,
    details: Record<string, unknown>,
    ip: string,
  ) {
    return recordAudit(tx, {
      merchantId: actor.merchantId,
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      target: `announcement:${id}`,
      details,
      ip,
    });
  }
}
