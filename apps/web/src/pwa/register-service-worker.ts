/**
 * Registers the lite app's service worker (decision 0054) once the page has loaded and the browser
 * is idle, so it never competes with the first paint; the worker then precaches the shell. Only
 * in a built site (the dev server has no sw.js) and where the browser has service workers.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The lite app could not start its service worker:', error);
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 4000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
