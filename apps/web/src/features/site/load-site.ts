import { pickLanguage } from '../../i18n/language-rules';
import { registerSettingsStore } from '../auth/register-settings-store';
import { fetchSiteInfo } from './api/get-site-info';
import { fetchSystemStatus } from './api/get-system-status';
import { applyLanguage, storedLanguage } from './language';
import { siteStore } from './site-store';

/**
 * The first calls of every visit (spec: load status first): the status decides between the app,
 * the maintenance page and the region-blocked page; the info block (the spec's "permission" call,
 * fetched alongside) brings the brand's languages and rules.
 */
export async function loadSite(): Promise<void> {
  siteStore.set({ phase: 'loading' });
  try {
    const [status, info] = await Promise.all([fetchSystemStatus(), fetchSiteInfo()]);
    registerSettingsStore.set(info.register);
    const { brand } = info;
    await applyLanguage(pickLanguage(storedLanguage(), brand.languages, brand.defaultLanguage));
    siteStore.set({ phase: 'ready', status: { ...status, info } });
  } catch (error) {
    siteStore.set({ phase: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
  }
}
