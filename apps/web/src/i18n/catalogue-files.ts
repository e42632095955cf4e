/**
 * One language's catalogue: `locales/<lang>.json` holds the shared chrome, and each feature area may
 * keep its own `locales/<lang>.<area>.json` beside it. They merge into one catalogue; a key defined
 * in two files is a mistake the catalogue test reports.
 */
export interface Catalogue {
  /** Every file's keys by file name (for the duplicate-key check). */
  files: Record<string, Record<string, string>>;
  strings: Record<string, string>;
}

export function mergeCatalogue(glob: Record<string, Record<string, string>>): Catalogue {
  const files: Record<string, Record<string, string>> = {};
  for (const [path, strings] of Object.entries(glob)) files[path.slice(path.lastIndexOf('/') + 1)] = strings;
  return { files, strings: Object.assign({}, ...Object.values(files)) };
}
