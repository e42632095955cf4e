import type { BodyOf, login } from '@tessera/contracts';
import { createStore } from '../../../lib/store/create-store';

/** `{id, x}`, the same shape in every call that carries it. */
export type HumanCheckAnswer = NonNullable<BodyOf<typeof login>['humanCheck']>;

interface PendingCheck {
  id: number;
  /** Set when the server refused the last answer, so the modal can say so. */
  retry: boolean;
  resolve: (answer: HumanCheckAnswer | null) => void;
}

/** The slider puzzle waiting for the visitor, if any. */
export const humanCheckStore = createStore<PendingCheck | null>(null);

let nextId = 1;

/** Opens the puzzle; resolves with `{id, x}` on release, or null when the visitor closes it. */
export function solveHumanCheck(retry = false): Promise<HumanCheckAnswer | null> {
  return new Promise((resolve) => {
    humanCheckStore.get()?.resolve(null);
    humanCheckStore.set({
      id: nextId++,
      retry,
      resolve: (answer) => {
        humanCheckStore.set(null);
        resolve(answer);
      },
    });
  });
}
