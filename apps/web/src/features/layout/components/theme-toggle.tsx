import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../../components/icons';
import { useStore } from '../../../lib/store/create-store';
import { themeStore, toggleTheme } from '../theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useStore(themeStore);
  const label = theme === 'dark' ? t('header_theme_light') : t('header_theme_dark');
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
