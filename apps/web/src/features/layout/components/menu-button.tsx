import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../components/icons';
import { setSideMenu } from '../side-menu-store';

/** The button that opens and closes the side menu, in the header or floating where there is none. */
export function MenuButton({ className = 'icon-button' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      onClick={() => setSideMenu('toggle')}
      aria-label={t('header_menu')}
      aria-controls="side-menu"
      data-testid="menu-button"
    >
      <MenuIcon />
    </button>
  );
}
