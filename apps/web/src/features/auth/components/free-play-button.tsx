import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/dialog-store';
import { withLoader } from '../../../components/loader-store';
import { isApiError } from '../../../lib/api/api-error';
import { beginSession } from '../../session/session-store';
import { FLAGS } from '../../site/site-flags';
import { useSiteFlag } from '../../site/use-site';
import { postFreePlay } from '../api/post-free-play';
import { closeAuthModal } from '../auth-modal-store';

/** Starts a trial member when the brand offers free play (FREEPLAY3); goes home logged in. */
export function useFreePlay(): (() => Promise<void>) | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enabled = useSiteFlag(FLAGS.freePlay);
  if (!enabled) return null;
  return async () => {
    try {
      const value = await withLoader(postFreePlay());
      beginSession(value);
      closeAuthModal();
      await navigate('/');
    } catch (error) {
      await showAlert({
        title: t('in_popup_prompt'),
        message: isApiError(error) ? error.message : t('err_unknown'),
        confirmLabel: t('in_increase_submit'),
      });
    }
  };
}

export function FreePlayButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const start = useFreePlay();
  if (!start) return null;
  return (
    <button
      type="button"
      className={className ?? 'button button--outline button--block'}
      onClick={() => void start()}
      data-testid="free-play"
    >
      {t('free_play')}
    </button>
  );
}
