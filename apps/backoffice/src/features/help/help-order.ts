/** The ids with the one at `index` moved one place up (-1) or down (+1); the same ids when it cannot move. */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Words per language with the empty ones left out (what the server stores). */
export function writtenWords(words: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/** An editor's empty document (`<p></p>`) counts as nothing written. */
export const emptyHtml = (html: string | undefined) => !html || /^(<p>(<br>)?<\/p>)*$/u.test(html.trim());
