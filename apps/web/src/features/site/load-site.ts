import { pickLanguage } from '../../i18n/language-rules';
import { registerSettingsStore } from '../auth/register-settings-store';
import { fetchSystemStatus } from './api/get-system-status';
import { applyLanguage, storedLanguage } from './language';
import { siteStore } from './site-store';

/**
 * The first call of every visit (spec: load status first): it decides between the app, the
 * maintenance page and the region-blocked page, and brings the brand's languages and rules.
 */
export async function loadSite(): Promise<void> {
  siteStore.set({ phase: 'loading' });
  try {
    const status = await fetchSystemStatus();
    const { brand, register } = status.info;
    registerSettingsStore.set(register);
    await applyLanguage(pickLanguage(storedLanguage(), brand.languages, brand.defaultLanguage));
    siteStore.set({ phase: 'ready', status });
  } catch (error) {
    siteStore.set({ phase: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
  }
}
