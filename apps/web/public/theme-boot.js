// Runs before the first paint (a classic script in <head>, not a module): a visitor who chose the
// light theme never sees a dark flash. The bundle's theme store takes over from there.
document.documentElement.dataset.theme = (() => {
  try {
    return localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
})();
