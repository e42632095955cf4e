import type { GameCard } from '@tessera/contracts';
import { useEffect } from 'react';
import { showAlert } from '../../components/dialog-store';
import { i18n } from '../../i18n/i18n';
import { isApiError } from '../../lib/api/api-error';
import { createStore, useStore } from '../../lib/store/create-store';
import { createThrottle } from '../../lib/time/throttle';
import { openAuthModal } from '../auth/auth-modal-store';
import { sessionStore } from '../session/session-store';
import { removeFavourite } from './api/delete-favourite';
import { fetchFavouriteIds } from './api/get-favourite-ids';
import { addFavourite } from './api/post-favourite';
import { planToggle, restoreFavourite } from './favourite-rules';

/** Spec §9: favourite toggle throttle, one per second (the server holds the same line). */
export const FAVOURITE_TOGGLE_MS = 1000;

export interface FavouritesState {
  phase: 'anonymous' | 'loading' | 'ready' | 'failed';
  /** Node ids, newest first, as the server keeps them. */
  ids: readonly number[];
  /** Adds on their way (their hearts show the wait). */
  adding: readonly number[];
}

const NONE: FavouritesState = { phase: 'anonymous', ids: [], adding: [] };

/** The logged-in member's favourite game ids (spec §3 favGameIds). */
export const favouritesStore = createStore<FavouritesState>(NONE);

let activeToken: string | null = null;
let syncing = false;
const allowToggle = createThrottle(FAVOURITE_TOGGLE_MS);

async function loadFavouriteIds(token: string): Promise<void> {
  favouritesStore.set({ phase: 'loading', ids: [], adding: [] });
  try {
    const ids = await fetchFavouriteIds();
    if (activeToken === token) favouritesStore.set({ phase: 'ready', ids, adding: [] });
  } catch {
    // Hearts show empty; the next toggle's answer brings the list.
    if (activeToken === token) favouritesStore.set({ phase: 'failed', ids: [], adding: [] });
  }
}

/**
 * Follows the session (spec §4 "On login: favourite game ids load"): the ids load when a member
 * logs in and are forgotten at logout. Started by the first heart on screen; idempotent.
 */
export function startFavouriteSync(): void {
  if (syncing) return;
  syncing = true;
  const follow = () => {
    const state = sessionStore.get();
    const token = state.phase === 'member' ? state.token : null;
    if (token === activeToken) return;
    activeToken = token;
    if (token) void loadFavouriteIds(token);
    else favouritesStore.set(NONE);
  };
  follow();
  sessionStore.subscribe(follow);
}

function answer(ids: readonly number[], token: string | null): void {
  if (activeToken === token) favouritesStore.set((state) => ({ ...state, phase: 'ready', ids }));
}

function refused(error: unknown): void {
  void showAlert({
    title: i18n.t('in_popup_prompt'),
    message: isApiError(error) ? error.message : i18n.t('games_favourite_failed'),
    confirmLabel: i18n.t('common_ok'),
  });
}

type FavouriteGame = Pick<GameCard, 'nodeId' | 'vassalage' | 'gameType'>;

/**
 * The heart (spec §4): a visitor gets the login modal; a member's add goes to the server (skipped
 * when already a favourite), a removal leaves the list at once and a refusal puts it back.
 */
export async function toggleFavourite(
  game: FavouriteGame,
  intent: 'toggle' | 'add' = 'toggle',
): Promise<void> {
  const token = activeToken;
  const before = favouritesStore.get().ids;
  const step = planToggle({
    loggedIn: sessionStore.get().phase === 'member' && token !== null,
    ids: before,
    nodeId: game.nodeId,
    allow: allowToggle,
    intent,
  });
  const request = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
  switch (step.kind) {
    case 'login':
      openAuthModal('login');
      return;
    case 'wait':
    case 'skip':
      return;
    case 'add':
      favouritesStore.set((state) => ({ ...state, adding: [...state.adding, game.nodeId] }));
      try {
        answer(await addFavourite(request), token);
      } catch (error) {
        refused(error);
      } finally {
        favouritesStore.set((state) => ({
          ...state,
          adding: state.adding.filter((id) => id !== game.nodeId),
        }));
      }
      return;
    case 'remove':
      favouritesStore.set((state) => ({ ...state, ids: step.ids }));
      try {
        answer(await removeFavourite(request), token);
      } catch (error) {
        if (activeToken === token) {
          favouritesStore.set((state) => ({
            ...state,
            ids: restoreFavourite(state.ids, before, game.nodeId),
          }));
        }
        refused(error);
      }
  }
}

/** Starts following the session the first time a favourite shows. */
export function useFavouriteSync(): void {
  useEffect(startFavouriteSync, []);
}

export function useFavourite(nodeId: number): { favourite: boolean; busy: boolean } {
  useFavouriteSync();
  const favourite = useStore(favouritesStore, (state) => state.ids.includes(nodeId));
  const busy = useStore(favouritesStore, (state) => state.adding.includes(nodeId));
  return { favourite, busy };
}

export const useFavourites = (): FavouritesState => {
  useFavouriteSync();
  return useStore(favouritesStore);
};
