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
// The strings of the language the site starts in (the visitor's earlier choice, else the brand's
// default the server wrote in), fetched beside the shell rather than once it has run; the server
// names the build's catalogue files in a meta tag (decision 0057). Any other language's strings come
// only when chosen (issue 12: one catalogue a visit).
(() => {
  try {
    const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
    const language = (localStorage.getItem('lang') || meta('tessera-language')).toLowerCase();
    const file = meta('tessera-catalogues')
      .split(' ')
      .map((entry) => entry.split('='))
      .find(([code]) => code === language)?.[1];
    if (!file) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/assets/${file}`;
    document.head.append(link);
  } catch {
    // No storage (a locked-down browser): the strings load as the script asks for them.
  }
})();
