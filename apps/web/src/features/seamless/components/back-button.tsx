import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Back to where the member came from (the lobby), or home when the page was opened directly. */
export function BackButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <button
      type="button"
      className={`button button--ghost button--small ${className}`}
      onClick={back}
      data-testid="seamless-back"
    >
      <span aria-hidden="true" className="seamless-back__arrow">
        ←
      </span>
      {t('seamless_back')}
    </button>
  );
}
