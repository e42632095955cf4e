// Runs before the bundle (a classic script in <head>, not a module), so before the first paint and
// before any module is evaluated:
// - the theme: a visitor who chose light never sees a dark flash (the theme store takes over);
// - zod without its compiled parsers: their eval probe is a violation under the site's
//   Content-Security-Policy (decision 0023), and the contracts' schemas are built as their chunk
//   loads, before the entry module's own code could say so.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
document.documentElement.dataset.theme = (() => {
  try {
    return localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
})();
