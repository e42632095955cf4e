/**
 * Game names are searched case- and accent-insensitively: the stored `search_name` and the query
 * pass through the same normalisation (decomposed, combining marks dropped, lower case), so
 * "CAFE" finds "Café Fortune".
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

/** An ILIKE pattern matching `query` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(query: string): string {
  return `%${normaliseSearch(query).replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
}
