import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { askConfirm } from '../../components/dialog-store';
import { withLoader } from '../../components/loader-store';
import { closeAuthModal } from '../auth/auth-modal-store';
import { deleteSession } from './api/delete-session';
import { endSession } from './session-store';

/**
 * Logout (spec §4): confirmation (in_popup_prompt / in_sure_logout / in_more_cancel /
 * in_increase_submit), then the loader while the server ends the session, then home (or, with
 * `stay`, where the visitor is: the agent home signs out a non-agent there and says why).
 */
export function useLogout(): (options?: { confirm?: boolean; stay?: boolean }) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async ({ confirm = true, stay = false } = {}) => {
    if (confirm) {
      const yes = await askConfirm({
        title: t('in_popup_prompt'),
        message: t('in_sure_logout'),
        cancelLabel: t('in_more_cancel'),
        confirmLabel: t('in_increase_submit'),
      });
      if (!yes) return;
    }
    try {
      await withLoader(deleteSession());
    } catch (error) {
      // The session is ended locally whatever the server said: the visitor asked to leave.
      console.warn('Logout call failed; the local session is cleared anyway', error);
    }
    endSession();
    closeAuthModal();
    if (!stay) await navigate('/');
  };
}
