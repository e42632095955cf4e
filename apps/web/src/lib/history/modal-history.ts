import { closedBy, depthOf, entryFor, stepsBack, withDepth } from './modal-entries';

/**
 * Back closes the topmost modal (decision 0026). Each open modal owns one history entry, pushed when
 * it opens and marked with its depth; Back (the browser's, Android's) pops it, and the modal closes
 * instead of the page going away. A modal closed another way (its X, a finished form) goes back over
 * its entry, so entries do not pile up. The entry may carry its own address (the member centre's
 * `?mc=<page>`), which the page below it does not have. The router sees these entries as the same
 * location (the router's keys are kept in the state), so no page reloads or scrolls.
 */

interface OpenEntry {
  depth: number;
  /** Closes the modal; false when it cannot be closed now (its entry is put back). */
  onBack: () => boolean;
  url: string | null;
  /** Whether its entry is in the history yet (not while a step back of ours is on its way). */
  placed: boolean;
}

export interface ModalEntry {
  /** Gives the entry another address while it is the current one (the member centre's page). */
  setUrl(url: string): void;
  /** The modal closed: its entry goes, unless Back took it already. */
  release(): void;
}

const open: OpenEntry[] = [];
let listening = false;
let tidying = false;
/**
 * The depth a step back of ours is on its way to (history.go answers later, with a popstate).
 * Until it lands, history.state still shows where it started: nothing is pushed or counted then.
 */
let landing: number | null = null;
let tidyAfterLanding = false;

const placedDepths = () => open.filter((entry) => entry.placed).map((entry) => entry.depth);

function place(entry: OpenEntry): void {
  const { depth, action } = entryFor(placedDepths(), depthOf(window.history.state));
  const state = withDepth(window.history.state, depth);
  const address = entry.url ?? window.location.href;
  if (action === 'push') window.history.pushState(state, '', address);
  else window.history.replaceState(state, '', address);
  entry.depth = depth;
  entry.placed = true;
}

function onPopState(): void {
  landing = null;
  const depth = depthOf(window.history.state);
  const closing = closedBy(placedDepths(), depth);
  // The topmost first, as a person would close them.
  for (const entry of [...open].reverse()) {
    if (!entry.placed || !closing.includes(entry.depth)) continue;
    open.splice(open.indexOf(entry), 1);
    if (!entry.onBack()) {
      // A modal that cannot be dismissed (a forced password change) keeps the person on it.
      open.push(entry);
      window.history.pushState(
        withDepth(window.history.state, entry.depth),
        '',
        entry.url ?? window.location.href,
      );
      return;
    }
  }
  // Modals that opened while our step back was on its way get their entries now.
  for (const entry of open) if (!entry.placed) place(entry);
  if (tidyAfterLanding) {
    tidyAfterLanding = false;
    tidyUp();
  }
}

/** After modals closed without Back: one step back over their entries, once they all closed. */
function tidyUp(): void {
  if (tidying) return;
  tidying = true;
  // After the current task: a navigation the closing started (a link in the modal) has pushed its
  // own entry by then, and there is nothing of ours left to go back over.
  setTimeout(() => {
    tidying = false;
    if (landing !== null) {
      tidyAfterLanding = true;
      return;
    }
    const current = depthOf(window.history.state);
    const steps = stepsBack(placedDepths(), current);
    if (steps > 0) {
      landing = current - steps;
      window.history.go(-steps);
    }
  }, 0);
}

/** Opens a modal's history entry (at `url` when given); `onBack` closes the modal on Back. */
export function openModalEntry(onBack: () => boolean, url: string | null = null): ModalEntry {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const entry: OpenEntry = { depth: 0, onBack, url, placed: false };
  open.push(entry);
  if (landing === null) place(entry);
  return {
    setUrl(next) {
      entry.url = next;
      if (entry.placed && open.includes(entry) && depthOf(window.history.state) === entry.depth) {
        window.history.replaceState(window.history.state, '', next);
      }
    },
    release() {
      const index = open.indexOf(entry);
      if (index < 0) return;
      open.splice(index, 1);
      if (entry.placed) tidyUp();
    },
  };
}
