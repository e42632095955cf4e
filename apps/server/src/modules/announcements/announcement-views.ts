import type {
  Announcements,
  MemberContentType,
  Notice,
  PopupExecution,
  StaffAnnouncement,
} from '@tessera/contracts';
import { isoOrNull } from '../../lib/iso-time.js';
import { readJson } from '../../lib/json-column.js';
import type { Merchant } from '../site/merchant.js';
import type { AnnouncementRow, MemberRow } from './announcements.repo.js';

type Texts = Partial<Record<string, string>>;
const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

export function toStaffView(row: AnnouncementRow): StaffAnnouncement {
  return {
    id: row.id,
    contentType: row.content_type,
    platform: row.platform,
    groupName: row.group_name,
    title: readJson<Texts>(row.title),
    content: readJson<Texts>(row.content),
    imageUrl: row.image_url,
    url: row.url,
    linkageType: row.linkage_type,
    execution: row.execution,
    promotionType: row.promotion_type,
    sort: row.sort,
    startsAt: isoOrNull(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    status: row.status,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    createdAt: isoOrNull(row.created_at)!,
    updatedAt: isoOrNull(row.updated_at)!,
  };
}

/**
 * The text for the first language in `order` that has one (request language, brand default,
 * EN), else the first the author wrote, else empty.
 */
/** The languages a text is looked for in: the request's, the brand's default, then English. */
export const textOrder = (merchant: Merchant, language: string) => [language, merchant.defaultLanguage, 'EN'];

export function pickText(texts: Texts, order: readonly string[]): string {
  for (const language of order) {
    const text = texts[language];
    if (text?.trim()) return text;
  }
  return Object.values(texts).find((text) => text?.trim()) ?? '';
}

type Lists = Announcements;
type ListKey = keyof Lists;

/** One row in one language, ready for the member call; kept in the cache per brand and language. */
export type FeedItem = {
  [K in ListKey]: {
    list: K;
    platform: string;
    startsAt: number | null;
    endsAt: number | null;
    execution: PopupExecution | null;
    item: Lists[K][number];
  };
}[ListKey];

export const LIST_OF: Record<MemberContentType, ListKey> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'headline',
};

/** A notice (member or agent) in the first language of `order` that has its text. */
export function toNotice(row: AnnouncementRow, order: readonly string[]): Notice {
  return {
    id: row.id,
    title: pickText(readJson<Texts>(row.title), order),
    content: pickText(readJson<Texts>(row.content), order),
    publishedAt: isoOrNull(row.starts_at ?? row.created_at)!,
  };
}

export function toFeedItem(row: MemberRow, order: readonly string[]): FeedItem {
  const title = pickText(readJson<Texts>(row.title), order);
  const content = pickText(readJson<Texts>(row.content), order);
  const link = { url: row.url, linkageType: row.linkage_type, imageUrl: row.image_url };
  const window = {
    platform: row.platform,
    startsAt: time(row.starts_at),
    endsAt: time(row.ends_at),
    execution: row.execution,
  };
  switch (row.content_type) {
    case 'B':
      return {
        ...window,
        list: 'banners',
        item: { id: row.id, groupName: row.group_name ?? '', title, ...link },
      };
    case 'PL':
      return { ...window, list: 'player', item: toNotice(row, order) };
    case 'PU':
      return {
        ...window,
        list: 'popup',
        item: {
          id: row.id,
          title,
          content,
          // The check constraint makes every popup carry one; B (logged out) is the narrowest guess.
          execution: row.execution ?? 'B',
          promotionType: row.promotion_type,
          firstLoginOnly: row.execution === 'F',
          ...link,
        },
      };
    case 'PR':
      return {
        ...window,
        list: 'promotion',
        item: {
          id: row.id,
          title,
          content,
          promotionType: row.promotion_type,
          ...link,
          startsAt: isoOrNull(row.starts_at),
          endsAt: isoOrNull(row.ends_at),
        },
      };
    case 'H':
      return {
        ...window,
        list: 'headline',
        item: { id: row.id, content, url: row.url, linkageType: row.linkage_type },
      };
  }
}
