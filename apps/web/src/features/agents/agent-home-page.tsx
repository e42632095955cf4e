import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WarningIcon } from '../../components/icons';
import { Skeleton } from '../../components/skeleton';
import { openAuthModal } from '../auth/auth-modal-store';
import { type AuthSurface, AuthSurfaceContext } from '../auth/auth-surface';
import { FormSuspense, LoginForm } from '../auth/components/lazy-forms';
import { CentreLayout } from '../member-centre/centre-layout';
import { isAgent, isTrial } from '../session/member-kind';
import { currentMember } from '../session/session-store';
import { useLogout } from '../session/use-logout';
import { useSession } from '../session/use-session';
import { AC_PARAM, agentPageInSearch } from './agent-centre-address';
import { useAgentCentreMenu } from './agent-centre-menu';
import { AgentCentrePageView, forgetFailedAgentPages } from './agent-centre-pages';
import { FIRST_AGENT_PAGE } from './agent-centre-store';

/**
 * /agentHome (spec §2.1, §4): the agent centre as a whole page. A visitor signs in here and stays
 * here; a member who is not an agent is told "Non-agents cannot log in" and sees no agent data, and
 * one who signed in here is signed out again.
 */
export function AgentHomePage() {
  const { state, member } = useSession();
  const [refused, setRefused] = useState(false);
  if (state.phase === 'restoring') {
    return (
      <div className="container agent-home" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  }
  if (!member) return <AgentLogin refused={refused} onRefused={() => setRefused(true)} />;
  if (!isAgent(member) || isTrial(member)) return <NotAnAgent />;
  return <AgentHome />;
}

function AgentHome() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = agentPageInSearch(`?${search.toString()}`) ?? FIRST_AGENT_PAGE;
  const menu = useAgentCentreMenu();
  return (
    <div className="container agent-home" data-testid="agent-home">
      <h1 className="agent-home__title">{t('side_agent_centre')}</h1>
      <CentreLayout
        className="centre--page"
        menu={menu}
        page={page}
        onSelect={(item) =>
          setSearch((current) => {
            const next = new URLSearchParams(current);
            next.set(AC_PARAM, item);
            return next;
          })
        }
        renderPage={(item) => <AgentCentrePageView page={item} />}
        onRetry={forgetFailedAgentPages}
      />
    </div>
  );
}

/** The sign-in of the agent home: an agent stays here; anyone else is signed out and told why. */
function AgentLogin({ refused, onRefused }: { refused: boolean; onRefused: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const surface = useMemo<AuthSurface>(() => {
    /** True when the member who just signed in may not be here (and is on the way out). */
    const refuse = (): boolean => {
      const member = currentMember();
      if (member && isAgent(member) && !isTrial(member)) return false;
      onRefused();
      void logout({ confirm: false, stay: true });
      return true;
    };
    return {
      mode: 'page',
      show: (next) => void navigate(`/${next}`),
      finish: () => void refuse(),
      // A forced password change is the agent's to make here; a non-agent leaves first.
      openModal: (modal) => {
        if (!refuse()) openAuthModal(modal);
      },
    };
  }, [navigate, logout, onRefused]);

  return (
    <AuthSurfaceContext.Provider value={surface}>
      <div className="auth-page agent-login">
        <div className="auth-page__card">
          <div className="auth-page__head">
            <h1 className="auth-page__title">{t('agent_login_title')}</h1>
          </div>
          <div className="auth-page__body">
            {refused && (
              <p className="form-alert" role="alert" data-testid="agent-refused">
                {t('agent_non_agent')}
              </p>
            )}
            <FormSuspense>
              <LoginForm />
            </FormSuspense>
          </div>
        </div>
      </div>
    </AuthSurfaceContext.Provider>
  );
}

/** A member who is not an agent opened the agent home: no agent data, the reason, the way home. */
function NotAnAgent() {
  const { t } = useTranslation();
  return (
    <div className="container agent-home">
      <div className="error-panel agent-refused" role="alert">
        <WarningIcon className="error-panel__icon" />
        <p className="error-panel__text" data-testid="agent-refused">
          {t('agent_non_agent')}
        </p>
        <Link to="/" className="button button--primary">
          {t('nav_home')}
        </Link>
      </div>
    </div>
  );
}
