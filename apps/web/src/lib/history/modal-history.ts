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

const openDepths = () => open.map((entry) => entry.depth);

function onPopState(): void {
  const depth = depthOf(window.history.state);
  const closing = closedBy(openDepths(), depth);
  // The topmost first, as a person would close them.
  for (const entry of [...open].reverse()) {
    if (!closing.includes(entry.depth)) continue;
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
}

/** After modals closed without Back: one step back over their entries, once they all closed. */
function tidyUp(): void {
  if (tidying) return;
  tidying = true;
  // After the current task: a navigation the closing started (a link in the modal) has pushed its
  // own entry by then, and there is nothing of ours left to go back over.
  setTimeout(() => {
    tidying = false;
    const steps = stepsBack(openDepths(), depthOf(window.history.state));
    if (steps > 0) window.history.go(-steps);
  }, 0);
}

/** Opens a modal's history entry (at `url` when given); `onBack` closes the modal on Back. */
export function openModalEntry(onBack: () => boolean, url: string | null = null): ModalEntry {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const { depth, action } = entryFor(openDepths(), depthOf(window.history.state));
  const state = withDepth(window.history.state, depth);
  const address = url ?? window.location.href;
  if (action === 'push') window.history.pushState(state, '', address);
  else window.history.replaceState(state, '', address);
  const entry: OpenEntry = { depth, onBack, url };
  open.push(entry);
  return {
    setUrl(next) {
      entry.url = next;
      if (open.includes(entry) && depthOf(window.history.state) === depth) {
        window.history.replaceState(window.history.state, '', next);
      }
    },
    release() {
      const index = open.indexOf(entry);
      if (index < 0) return;
      open.splice(index, 1);
      tidyUp();
    },
  };
}
