/** Messages per page of the inbox. */
export const MESSAGES_PAGE_SIZE = 10;

export function pageCount(total: number, pageSize = MESSAGES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The closed card's one-line glimpse of a body: its first words, line breaks as spaces. */
export function glimpse(body: string, max = 90): string {
  const flat = body.replace(/\s+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
