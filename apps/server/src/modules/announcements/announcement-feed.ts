import {
  ANNOUNCEMENT_LIST_MAX,
  type Announcements,
  MEMBER_CONTENT_TYPES,
  type MemberContentType,
  type PopupExecution,
} from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Merchant } from '../site/merchant.js';
import { type FeedItem, LIST_OF, toFeedItem } from './announcement-views.js';
import { listLiveRows } from './announcements.repo.js';

const TTL_MS = 2_000;

interface Entry {
  at: number;
  rows: ReturnType<typeof listLiveRows>;
  byLanguage: Map<string, FeedItem[]>;
}

export interface FeedRequest {
  merchant: Merchant;
  language: string;
  loggedIn: boolean;
  /** Content types asked for; all when left out. */
  types?: readonly MemberContentType[];
  platform?: 'W';
}

/**
 * The member call `MCSFE_getListAnnouncements`, a hot read: a brand's live rows are cached for two
 * seconds per node (one query, shared by concurrent callers), each language's texts picked once
 * per load. Time windows and audiences are applied on every request, so the cache never shows an
 * item early or late. Agent notices (`AG`) are never loaded here: they have no list in this answer
 * (their own call is `/wps/agent/announcements`). A staff change drops the brand's entry on this node at once; other nodes
 * see it within the TTL (like `MerchantDirectory`).
 */
export class AnnouncementFeed {
  private readonly cache = new Map<number, Entry>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(request: FeedRequest): Promise<Announcements> {
    const now = this.clock.now().getTime();
    const items = await this.localized(request.merchant, request.language, now);
    const types = new Set(request.types ?? MEMBER_CONTENT_TYPES);
    const wanted = new Set([...types].map((type) => LIST_OF[type]));
    const platform = request.platform ?? 'W';
    const audience: readonly PopupExecution[] = request.loggedIn ? ['A', 'F'] : ['B'];
    const answer: Announcements = { banners: [], player: [], popup: [], promotion: [], headline: [] };
    for (const entry of items) {
      if (!wanted.has(entry.list) || entry.platform !== platform) continue;
      if (entry.startsAt !== null && entry.startsAt > now) continue;
      if (entry.endsAt !== null && entry.endsAt <= now) continue;
      if (entry.list === 'popup' && !audience.includes(entry.execution ?? 'B')) continue;
      const list = answer[entry.list] as FeedItem['item'][];
      if (list.length < ANNOUNCEMENT_LIST_MAX) list.push(entry.item);
    }
    return answer;
  }

  /** Drop a brand's cached rows (after a staff change on this node). */
  invalidate(merchantId: number): void {
    this.cache.delete(merchantId);
  }

  private async localized(merchant: Merchant, language: string, now: number): Promise<FeedItem[]> {
    let entry = this.cache.get(merchant.id);
    if (!entry || now - entry.at >= TTL_MS || now < entry.at) {
      const rows = listLiveRows(this.db, merchant.id, new Date(now));
      entry = { at: now, rows, byLanguage: new Map() };
      this.cache.set(merchant.id, entry);
      // A failed load must not stay cached: the next caller tries again.
      const loaded = entry;
      rows.catch(() => {
        if (this.cache.get(merchant.id) === loaded) this.cache.delete(merchant.id);
      });
    }
    const rows = await entry.rows;
    let items = entry.byLanguage.get(language);
    if (!items) {
      const order = [language, merchant.defaultLanguage, 'EN'];
      items = rows.map((row) => toFeedItem(row, order));
      entry.byLanguage.set(language, items);
    }
    return items;
  }
}
