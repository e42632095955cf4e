import type { LaunchValue } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { Skeleton } from '../../components/skeleton';
import { CLIENT_ERROR_CODES, isApiError } from '../../lib/api/api-error';
import { useStore } from '../../lib/store/create-store';
import { openAuthModal } from '../auth/auth-modal-store';
import { FairGameScreen } from '../fair-games/fair-game-screen';
import { sessionStore } from '../session/session-store';
import { postLaunchGame } from './api/post-launch-game';
import { BackButton } from './components/back-button';
import { ExternalGame } from './components/external-game';
import { fairGameOfUrl, gameRefOf } from './launch-target';

type Launch =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; value: LaunchValue };

/** A message with the way back (and a retry when it may help), in the page's frame. */
function Refusal({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="container container--narrow seamless-refusal" data-testid="seamless-refusal">
      <ErrorPanel message={message} onRetry={onRetry} />
      <BackButton className="seamless-refusal__back" />
    </div>
  );
}

/**
 * /seamless (spec §2.1, game play): launches the game the query names for a logged-in member, then
 * plays it here: the in-house games on the page, a vendor's game in a frame. A visitor is asked to
 * log in first; a refused launch (a free-play account on a vendor's game, maintenance, an unknown
 * game) says why, with the way back.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // Launch once a token exists (restoring or member): a restore finishing must not launch again.
  const signedIn = useStore(sessionStore, (state) => state.phase !== 'anonymous');
  const ref = gameRefOf(search);
  const refKey = ref ? JSON.stringify(ref) : null;
  const [launch, setLaunch] = useState<Launch>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) openAuthModal('login');
  }, [signedIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) launches again
  useEffect(() => {
    if (!signedIn || refKey === null) return;
    let live = true;
    setLaunch({ phase: 'loading' });
    postLaunchGame({ ...JSON.parse(refKey), platform: 'WEB' }).then(
      (value) => live && setLaunch({ phase: 'ready', value }),
      (error: unknown) => live && setLaunch({ phase: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [signedIn, refKey, attempt]);

  if (!signedIn) {
    return (
      <div className="container container--narrow seamless-login" data-testid="seamless-login">
        <h1 className="seamless-login__title">{t('seamless_login_title')}</h1>
        <p className="seamless-login__text">{t('seamless_login_text')}</p>
        <div className="seamless-login__actions">
          <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>
            {t('seamless_login_button')}
          </button>
          <BackButton />
        </div>
      </div>
    );
  }
  if (refKey === null) return <Refusal message={t('seamless_no_game')} />;
  if (launch.phase === 'loading') {
    return (
      <div className="container seamless-loading" aria-busy="true" data-testid="seamless-loading">
        <Skeleton lines={2} />
        <Skeleton lines={6} className="seamless-loading__stage" />
      </div>
    );
  }
  if (launch.phase === 'failed') {
    const { error } = launch;
    const retry = isApiError(error, CLIENT_ERROR_CODES.network) ? () => setAttempt((n) => n + 1) : undefined;
    return <Refusal message={isApiError(error) ? error.message : t('common_load_failed')} onRetry={retry} />;
  }
  const { value } = launch;
  if (!value.inHouse) return <ExternalGame launch={value} />;
  const game = fairGameOfUrl(value.gameUrl);
  if (!game) return <Refusal message={t('seamless_unknown_game')} />;
  return <FairGameScreen game={game} vendor={value.transferWallet} />;
}
