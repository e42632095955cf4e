import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, languageStore, setLanguage } from '../i18n/i18n';
import { useStore } from '../lib/store/store';
import { setTheme, type ThemeChoice, themeStore } from '../lib/store/theme';

const THEMES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** Language (EN / BN) and theme (system, light, dark), both remembered on this device. */
export function PreferenceSwitches() {
  const { t } = useTranslation();
  const language = useStore(languageStore);
  const theme = useStore(themeStore);
  return (
    <div className="prefs">
      <fieldset className="segmented segmented--small" data-testid="language-switch">
        <legend className="visually-hidden">{t('prefs.language')}</legend>
        {CONSOLE_LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={code === language}
            onClick={() => setLanguage(code)}
            lang={code.toLowerCase()}
          >
            {code === 'EN' ? 'EN' : 'বাং'}
          </button>
        ))}
      </fieldset>
      <label className="prefs__theme">
        <span className="visually-hidden">{t('prefs.theme')}</span>
        <select
          value={theme}
          onChange={(e) => setTheme(e.target.value as ThemeChoice)}
          data-testid="theme-switch"
        >
          {THEMES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`prefs.themes.${choice}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
