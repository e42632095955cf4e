import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/web-storage';
import { createStore } from '../../lib/store/create-store';

export type Theme = 'dark' | 'light';

/** Dark is the brand's look; light only when the visitor picked it (remembered in localStorage). */
export function parseTheme(stored: string | null): Theme {
  return stored === 'light' ? 'light' : 'dark';
}

export const themeStore = createStore<Theme>(parseTheme(readStored('local', STORAGE_KEYS.theme)));

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'dark' ? '#0d0b24' : '#f6f5fb');
}

export function setTheme(theme: Theme): void {
  writeStored('local', STORAGE_KEYS.theme, theme);
  themeStore.set(theme);
  applyTheme(theme);
}

export function toggleTheme(): void {
  setTheme(themeStore.get() === 'dark' ? 'light' : 'dark');
}
