/** The notice popup shows 8 notices a page (spec §2.2, §9). */
export const NOTICE_PAGE_SIZE = 8;

export function noticePageCount(total: number, pageSize = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page `page` (1-based, clamped into range) of the list. */
export function noticePage<T>(list: readonly T[], page: number, pageSize = NOTICE_PAGE_SIZE): T[] {
  const last = noticePageCount(list.length, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  return list.slice((current - 1) * pageSize, current * pageSize);
}

/** `2026-03-01` of a publication time, in the viewer's calendar; the text as given if unreadable. */
export function noticeDate(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
}
