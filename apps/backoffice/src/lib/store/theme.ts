import { readStored, writeStored } from './storage';
import { createStore } from './store';

export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'bo-theme';

function storedChoice(): ThemeChoice {
  const stored = readStored('local', KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The staff member's choice; `system` follows the operating system (and its changes). */
export const themeStore = createStore<ThemeChoice>(storedChoice());

const systemDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

export function applyTheme(choice: ThemeChoice = themeStore.get()): void {
  const theme = choice === 'system' ? (systemDark() ? 'dark' : 'light') : choice;
  document.documentElement.dataset.theme = theme;
}

export function setTheme(choice: ThemeChoice): void {
  writeStored('local', KEY, choice === 'system' ? null : choice);
  themeStore.set(choice);
  applyTheme(choice);
}

/** Applies the choice now and follows the system while the choice is `system`. */
export function watchTheme(): void {
  applyTheme();
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (themeStore.get() === 'system') applyTheme('system');
  });
}
