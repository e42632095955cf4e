import type { Language } from '@tessera/contracts';
import { fetchEarly } from '../../lib/async/early-fetch';
import { fetchAnnouncementsEarly } from '../announcements/announcements-store';
import { sessionStore } from '../session/session-store';
import { fetchJackpot } from './api/get-jackpot';
import { fetchHotGamesEarly } from './components/game-tabs';
import { fetchWinnersEarly } from './components/recent-winners';

/**
 * The home page's lists, asked for as the site boots on `/`, beside the system status and in the
 * language it is loading, rather than once the page has drawn (decision 0055): its top (banners,
 * jackpot, winners) shows once they have answered, and its largest pictures are the first hot
 * games. A visitor's banners only: a member's wait for the session to be restored.
 */
export function fetchHomeEarly(language: Language): void {
  fetchHotGamesEarly(language);
  fetchWinnersEarly(language);
  fetchEarly('jackpot', () => fetchJackpot(undefined, language));
  if (sessionStore.get().phase === 'anonymous') fetchAnnouncementsEarly(language);
}
