import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './every-catalogue';
import { i18n, loadStrings } from './i18n';

/** As the site switches (features/site/language.ts): the strings first, then the language. */
async function show(language: string) {
  await i18n.changeLanguage(await loadStrings(language));
}

describe('strings by language', () => {
  it('fetches only the language shown, and keeps the old strings up while the next one loads', async () => {
    expect(i18n.t('common_loading')).toBe('common_loading');
    await show('EN');
    expect(i18n.t('common_loading')).toBe(CATALOGUES.EN.common_loading);
    expect(i18n.hasResourceBundle('BN', 'translation')).toBe(false);

    const switching = show('BN');
    // Nothing changes until the Bengali strings are here: no key ever shows in between.
    expect(i18n.language).toBe('EN');
    expect(i18n.t('common_loading')).toBe(CATALOGUES.EN.common_loading);
    await switching;
    expect(i18n.language).toBe('BN');
    expect(i18n.t('common_loading')).toBe(CATALOGUES.BN.common_loading);
  });

  it('shows English for a language without a catalogue', async () => {
    await show('TH');
    expect(i18n.language).toBe('EN');
    expect(i18n.t('common_loading')).toBe(CATALOGUES.EN.common_loading);
  });
});
