import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '../../components/dialog-store';
import { isTrial } from '../session/member-kind';
import { currentMember, sessionStore } from '../session/session-store';

/**
 * Account-only actions (spec §5): a visitor goes to login, a trial user is told a real account is
 * needed (in_need_true_account / in_increase_submit), a member gets the action run.
 */
export function useMemberOnly(): (action: () => void) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (action) => {
    if (sessionStore.get().phase === 'anonymous') {
      void navigate('/login');
      return;
    }
    if (isTrial(currentMember())) {
      void showAlert({
        title: t('in_popup_prompt'),
        message: t('in_need_true_account'),
        confirmLabel: t('in_increase_submit'),
        tone: 'info',
      });
      return;
    }
    action();
  };
}
