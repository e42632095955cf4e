import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackButton } from '../../seamless/components/back-button';

/**
 * The lottery page's Back: to the launch link's back address when it named one (a path on this
 * site, checked by `safeBackUrl`), else where the site's Back goes (the previous page, or home).
 */
export function LaunchBackButton({ to }: { to: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!to) return <BackButton />;
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      onClick={() => void navigate(to)}
      data-testid="seamless-back"
      data-back-url={to}
    >
      <span aria-hidden="true" className="seamless-back__arrow">
        ←
      </span>
      {t('seamless_back')}
    </button>
  );
}
