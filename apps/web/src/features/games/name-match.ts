/**
 * Name matching for the short lists filtered in the browser (hot, recent, favourites), in the
 * spirit of the server's search: case-insensitive, Latin accents ignored ("cafe" finds "Café").
 * Only the Latin combining accents go: Bengali vowel signs are letters, not decoration.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .trim();
}

export function matchesName(name: string, search: string): boolean {
  const wanted = foldName(search);
  return wanted === '' || foldName(name).includes(wanted);
}
