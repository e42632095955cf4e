/**
 * The English catalogue's files, one chunk of their own (loaded by `catalogues.ts` when it is shown,
 * which merges them): each language needs a module, as glob patterns must be literal.
 */
export default import.meta.glob<Record<string, string>>('./locales/en*.json', {
  eager: true,
  import: 'default',
});
