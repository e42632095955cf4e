import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { promptInstall, useInstallState } from '../../../pwa/install-prompt';

/**
 * The lite app's Install button: the browser's own install dialog when it has offered one
 * (`beforeinstallprompt`), "installed" once it is, and otherwise the way through the browser's menu.
 */
export function InstallButton() {
  const { t } = useTranslation();
  const state = useInstallState();
  if (state === 'installed') {
    return (
      <p className="down-card__done" role="status" data-testid="lite-installed">
        <CheckIcon /> {t('down_lite_installed')}
      </p>
    );
  }
  if (state === 'available') {
    return (
      <button
        type="button"
        className="button button--primary down-card__button"
        onClick={() => void promptInstall()}
        data-testid="lite-install"
      >
        {t('down_lite_install')}
      </button>
    );
  }
  return (
    <p className="down-card__hint" data-testid="lite-manual">
      {t('down_lite_manual')}
    </p>
  );
}
