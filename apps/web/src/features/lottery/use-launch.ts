import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { catalogueKey } from '../../i18n/language-rules';
import { useStore } from '../../lib/store/create-store';
import { chooseLanguage, languageStore } from '../site/language';
import { useSite } from '../site/use-site';
import {
  gameParams,
  hasOneShots,
  type LaunchQuery,
  launchedLanguage,
  parseLaunchQuery,
  withoutOneShots,
} from './launch-query';

/** Space left between the site's sticky header and the game opened at a launch. */
const BOARD_GAP = 12;
/** Longest wait for what stands above the board (the draw) to load before opening it anyway. */
const BOARD_WAIT_MS = 10_000;

/** The board under `play` once nothing above it on the page is still loading (its place is then final). */
function settledBoard(play: HTMLElement | null): HTMLElement | null {
  const board = play?.querySelector<HTMLElement>('[data-testid=lottery-board]');
  if (!board?.isConnected) return null;
  const page = board.closest('[data-testid=lottery-page]') ?? document;
  const busy = [...page.querySelectorAll('[aria-busy=true]')].some(
    (element) => element.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return busy ? null : board;
}

/**
 * Scrolls the game (its title, draw and countdown, then the board) to just under the site's sticky
 * header — a bettor must see the time left — and gives the board the focus.
 */
function openBoard(board: HTMLElement): void {
  const game = board.closest<HTMLElement>('[data-testid=lottery-game]') ?? board;
  const header = document.querySelector('header');
  const position = header ? getComputedStyle(header).position : '';
  const covered =
    header && (position === 'sticky' || position === 'fixed') ? header.getBoundingClientRect().bottom : 0;
  const top = window.scrollY + game.getBoundingClientRect().top - Math.max(0, covered) - BOARD_GAP;
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior: 'instant' });
  board.focus({ preventScroll: true });
}

/** The page address's launch query, read once per address. */
export function useLaunchQuery(): LaunchQuery {
  const [params] = useSearchParams();
  return useMemo(() => parseLaunchQuery(params), [params]);
}

export interface Launch {
  /** For the game screen's play area (board and slip): view=betting opens on it. */
  playRef: RefObject<HTMLDivElement | null>;
  /** Another game picked on the page: the launch's back address stays. */
  selectGame: (gameCode: string) => void;
}

/**
 * A lottery page's launch query (spec §7.4, `launch-query.ts`): the language switches at once, as
 * the language selector would; once the game shows (`shown`) in that language, the parameters
 * applied once (prize mode, view, language) leave the address — so a reload or a later choice of
 * the member is not overruled — and view=betting opens the bet board.
 */
export function useLaunch(launch: LaunchQuery, shown: boolean): Launch {
  const [params, setParams] = useSearchParams();
  const { i18n } = useTranslation();
  const current = useStore(languageStore);
  const language = launchedLanguage(launch.language, useSite().info.brand.languages);

  useEffect(() => {
    if (language) void chooseLanguage(language);
  }, [language]);
  const languageShown = !language || (current === language && i18n.language === catalogueKey(language));

  const playRef = useRef<HTMLDivElement>(null);
  const boardPending = useRef(false);
  const oneShots = hasOneShots(params);
  useEffect(() => {
    if (!shown || !languageShown || !oneShots) return;
    boardPending.current = launch.view === 'betting';
    setParams(withoutOneShots(params), { replace: true });
  }, [shown, languageShown, oneShots, launch.view, params, setParams]);

  // After the address changed (the site then scrolls to the top), from the next frame on, once
  // the draw above the board has loaded.
  useEffect(() => {
    if (!shown || oneShots || !boardPending.current) return;
    const deadline = performance.now() + BOARD_WAIT_MS;
    let frame = 0;
    const attempt = () => {
      const board = settledBoard(playRef.current);
      const late = performance.now() > deadline;
      if (!board && !late) {
        frame = requestAnimationFrame(attempt);
        return;
      }
      const shownBoard = board ?? playRef.current?.querySelector<HTMLElement>('[data-testid=lottery-board]');
      if (shownBoard) openBoard(shownBoard);
      boardPending.current = false;
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [shown, oneShots]);

  const selectGame = useCallback(
    (gameCode: string) => setParams(gameParams(params, gameCode)),
    [params, setParams],
  );
  return { playRef, selectGame };
}
