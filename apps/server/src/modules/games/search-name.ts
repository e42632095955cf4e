/**
 * Game names are searched case- and accent-insensitively: the stored `search_name` and the query
 * pass through the same normalisation (decomposed, combining marks dropped, lower case), so
 * "CAFE" finds "Café Fortune"; the query is then found anywhere in it, taken literally.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}
