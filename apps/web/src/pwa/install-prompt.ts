import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM's types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The lite app's install offer (decision 0054). The browser fires `beforeinstallprompt` once, early,
 * when the site meets its install criteria: it is kept here (from the first script on) for the
 * Install buttons to use later. `installed` is true when the site runs as the installed app or the
 * browser said it was installed.
 */
export type InstallState = 'unavailable' | 'available' | 'installed';

let offer: BeforeInstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();

function set(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

export function watchInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  if (window.matchMedia?.('(display-mode: standalone)').matches) state = 'installed';
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    set('available');
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    set('installed');
  });
}

/** Shows the browser's install dialog; answers whether the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = offer;
  if (!event) return false;
  offer = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  set(outcome === 'accepted' ? 'installed' : 'unavailable');
  return outcome === 'accepted';
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
