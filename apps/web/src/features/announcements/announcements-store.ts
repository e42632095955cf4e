import type { Announcements } from '@tessera/contracts';
import { useEffect } from 'react';
import { fetchEarly, peekEarly, takeEarly } from '../../lib/async/early-fetch';
import type { Load } from '../../lib/async/use-load';
import { createStore, useStore } from '../../lib/store/create-store';
import { sessionStore } from '../session/session-store';
import { languageStore } from '../site/language';
import { fetchAnnouncements } from './api/get-announcements';

/**
 * The brand's announcements (banners, notices, popups, promotions, headlines) for one language and
 * one viewer, fetched once and shared by every part of the site that shows them. They load again
 * when the language changes and on login or logout (spec §4), since the key then changes.
 */
interface Entry {
  key: string;
  load: Load<Announcements>;
}

const announcementsStore = createStore<Entry | null>(null);
let running: AbortController | null = null;

/** Null while the stored session is still being restored: the viewer is not known yet. */
export function announcementsKey(
  language: string | null,
  phase: 'anonymous' | 'restoring' | 'member',
  memberId: number | null,
): string | null {
  if (!language || phase === 'restoring') return null;
  return `${language}|${memberId ?? 'visitor'}`;
}

function load(key: string): void {
  running?.abort();
  const controller = new AbortController();
  running = controller;
  announcementsStore.set({ key, load: { phase: 'loading' } });
  takeEarly(`announcements|${key}`, () => fetchAnnouncements({ platform: 'W' }, controller.signal)).then(
    (value) => {
      if (!controller.signal.aborted) announcementsStore.set({ key, load: { phase: 'ready', value } });
    },
    (error: unknown) => {
      if (!controller.signal.aborted) announcementsStore.set({ key, load: { phase: 'failed', error } });
    },
  );
}

/** Loads for `key` unless that is loaded or loading already (a failed load is tried again). */
function ensure(key: string): void {
  const entry = announcementsStore.get();
  if (entry?.key === key && entry.load.phase !== 'failed') return;
  load(key);
}

/**
 * A visitor's announcements asked for as the site boots, in the language it is loading (decision
 * 0055); the first load of that key takes them.
 */
export function fetchAnnouncementsEarly(language: string): void {
  const key = announcementsKey(language, 'anonymous', null);
  if (!key) return;
  fetchEarly(`announcements|${key}`, () => fetchAnnouncements({ platform: 'W' }, undefined, language));
}

/**
 * The early announcements once they have come, for a page's first render (decision 0057): kept as
 * the store's entry for their key when the store holds nothing yet, as if loaded.
 */
function takeKnown(key: string): void {
  if (announcementsStore.get()) return;
  const value = peekEarly<Announcements>(`announcements|${key}`);
  if (value) announcementsStore.set({ key, load: { phase: 'ready', value } });
}

/** Try the current viewer's load again (the error panel's retry). */
export function reloadAnnouncements(): void {
  const entry = announcementsStore.get();
  if (entry) load(entry.key);
}

/** The announcements of the current language and viewer; the first caller starts the load. */
export function useAnnouncements(): Load<Announcements> {
  const language = useStore(languageStore);
  const session = useStore(sessionStore);
  const key = announcementsKey(
    language,
    session.phase,
    session.phase === 'member' ? session.member.id : null,
  );
  if (key) takeKnown(key);
  useEffect(() => {
    if (key) ensure(key);
  }, [key]);
  const entry = useStore(announcementsStore);
  if (!key || entry?.key !== key) return { phase: 'loading' };
  return entry.load;
}
