import type { GameCard, GameCategory } from '@tessera/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '../../components/dialog-store';
import { withLoader } from '../../components/loader-store';
import { isApiError } from '../../lib/api/api-error';
import { openAuthModal } from '../auth/auth-modal-store';
import { isTrial } from '../session/member-kind';
import { type SessionState, sessionStore } from '../session/session-store';
import { fetchGameList } from './api/get-game-list';
import { type LaunchTarget, planLaunch, type Viewer } from './launch-rules';
import { lotteryRoute } from './lottery-route';
import { closeVendorPopup, openVendorPopup } from './vendor-popup-store';

function viewerOf(state: SessionState): Viewer {
  if (state.phase === 'anonymous') return 'visitor';
  // While a stored session is restoring, the launch goes ahead: the server still refuses a trial.
  return state.phase === 'member' && isTrial(state.member) ? 'trial' : 'member';
}

/** The first game of a category (optionally of one vendor), or null when it has none. */
export async function firstGameOf(category: GameCategory, vassalage?: string): Promise<GameCard | null> {
  const page = await withLoader(fetchGameList({ gameType: category, vassalage, pageNo: 1, pageSize: 1 }));
  return page.list[0] ?? null;
}

/**
 * Starting a game from any card (spec §4, §6): see planLaunch for the rules. A playable game
 * navigates to /seamless (which calls the launch itself) or to its lottery page; the vendor popup
 * closes on the way.
 */
export function useLaunchGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  /** The first game of a category, or an alert saying why there is none. */
  const loadFirst = useCallback(
    async (category: GameCategory, vassalage?: string): Promise<GameCard | null> => {
      try {
        const game = await firstGameOf(category, vassalage);
        if (!game) {
          await showAlert({
            title: t('in_popup_prompt'),
            message: t('games_none_yet'),
            confirmLabel: t('common_ok'),
          });
        }
        return game;
      } catch (error) {
        await showAlert({
          title: t('in_popup_prompt'),
          message: isApiError(error) ? error.message : t('common_load_failed'),
          confirmLabel: t('common_ok'),
        });
        return null;
      }
    },
    [t],
  );

  const launch = useCallback(
    async function run(target: LaunchTarget): Promise<void> {
      const step = planLaunch(viewerOf(sessionStore.get()), target);
      switch (step.kind) {
        case 'vendorPopup':
          openVendorPopup({ vendor: step.vendor, category: step.category });
          return;
        case 'login':
          openAuthModal('login');
          return;
        case 'maintenance':
          await showAlert({
            title: t('in_popup_prompt'),
            message: t('games_maintenance_text'),
            confirmLabel: t('common_ok'),
            tone: 'info',
          });
          return;
        case 'needRealAccount':
          await showAlert({
            title: t('in_popup_prompt'),
            message: t('in_need_true_account'),
            confirmLabel: t('in_increase_submit'),
            tone: 'info',
          });
          return;
        case 'firstGame': {
          const game = await loadFirst(step.category, step.vassalage);
          if (game) await run({ kind: 'game', game });
          return;
        }
        case 'navigate':
          closeVendorPopup();
          void navigate(step.to);
      }
    },
    [navigate, t, loadFirst],
  );

  /** Cockfight's entry (spec §2.1): the category's first game starts at once. */
  const launchFirst = useCallback(
    async (category: GameCategory, vassalage?: string) => {
      const game = await loadFirst(category, vassalage);
      if (game) await launch({ kind: 'game', game });
    },
    [launch, loadFirst],
  );

  /** A lottery entry (spec §2.1): the first game's vendor picks the lottery page. */
  const openLottery = useCallback(
    async (category: GameCategory, vassalage?: string) => {
      const game = await loadFirst(category, vassalage);
      if (game) void navigate(lotteryRoute(game));
    },
    [loadFirst, navigate],
  );

  return { launch, launchFirst, openLottery };
}
