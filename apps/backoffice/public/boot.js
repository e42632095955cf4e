// Runs before the bundle (a classic script in <head>), so before the first paint and before any
// module is evaluated:
// - the theme: the stored choice, else the system's, so a dark-mode desk never sees a white flash;
// - zod without its compiled parsers: their eval probe is a violation under the Content-Security-
//   Policy, and the contracts' schemas are built as their chunk loads.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
document.documentElement.dataset.theme = (() => {
  try {
    const stored = localStorage.getItem('bo-theme');
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage refused: follow the system.
  }
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
})();
