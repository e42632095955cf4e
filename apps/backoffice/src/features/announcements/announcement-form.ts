import type { AnnouncementInput, StaffAnnouncement } from '@tessera/contracts';

/** The editor's state: what the inputs hold (text), turned into the call's body on save. */
export interface AnnouncementDraft {
  contentType: AnnouncementInput['contentType'];
  groupName: string;
  title: Record<string, string>;
  content: Record<string, string>;
  imageUrl: string;
  url: string;
  linkageType: AnnouncementInput['linkageType'];
  execution: '' | NonNullable<AnnouncementInput['execution']>;
  promotionType: string;
  sort: string;
  /** `datetime-local` values, in the browser's time zone. */
  startsAt: string;
  endsAt: string;
  status: AnnouncementInput['status'];
}

export function emptyDraft(): AnnouncementDraft {
  return {
    contentType: 'PL',
    groupName: '',
    title: {},
    content: {},
    imageUrl: '',
    url: '',
    linkageType: 'NONE',
    execution: '',
    promotionType: '',
    sort: '0',
    startsAt: '',
    endsAt: '',
    status: 'ACTIVE',
  };
}

/** `2025-03-01T09:30:00.000Z` to the `datetime-local` text of the same moment here. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The `datetime-local` text back to an ISO time with its offset (UTC), or null when empty. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function draftOf(item: StaffAnnouncement): AnnouncementDraft {
  return {
    contentType: item.contentType,
    groupName: item.groupName ?? '',
    title: { ...item.title },
    content: { ...item.content },
    imageUrl: item.imageUrl ?? '',
    url: item.url ?? '',
    linkageType: item.linkageType,
    execution: item.execution ?? '',
    promotionType: item.promotionType ?? '',
    sort: String(item.sort),
    startsAt: toLocalInput(item.startsAt),
    endsAt: toLocalInput(item.endsAt),
    status: item.status,
  };
}

/** Agent notices are a title, a date and a text: no image and no link (the server refuses them). */
export function takesImageAndLink(type: AnnouncementInput['contentType']): boolean {
  return type !== 'AG';
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Languages with nothing written are left out (the server needs what each type needs). */
function written(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim() !== ''));
}

export function bodyOf(draft: AnnouncementDraft): AnnouncementInput {
  const links = takesImageAndLink(draft.contentType);
  const linkageType = links ? draft.linkageType : 'NONE';
  return {
    contentType: draft.contentType,
    platform: 'W',
    groupName: draft.contentType === 'B' ? orNull(draft.groupName) : null,
    title: written(draft.title),
    content: written(draft.content),
    imageUrl: links ? orNull(draft.imageUrl) : null,
    url: linkageType === 'ROUTE' || linkageType === 'EXTERNAL' ? orNull(draft.url) : null,
    linkageType,
    execution: draft.contentType === 'PU' && draft.execution ? draft.execution : null,
    promotionType: orNull(draft.promotionType),
    sort: Number.parseInt(draft.sort, 10) || 0,
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    status: draft.status,
  };
}
