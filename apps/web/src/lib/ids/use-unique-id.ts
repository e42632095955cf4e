import { useState } from 'react';

let issued = 0;

/**
 * An id unique in the document for the life of the component, for `htmlFor` and `aria-*` links.
 * Not React's `useId`: the site renders with Preact (decision 0015), whose `useId` repeats ids
 * across portals (the modals), and a label must never point at another field. The site never
 * renders on a server, so a counter is enough.
 */
export function useUniqueId(): string {
  const [id] = useState(() => `uid-${(++issued).toString(36)}`);
  return id;
}
