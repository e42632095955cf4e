import { lazy, Suspense } from 'react';
import { useStore } from '../../../lib/store/create-store';
import { humanCheckStore } from './human-check-store';

// The puzzle code loads only when a brand with the human check asks for it.
const HumanCheckModal = lazy(() =>
  import('./human-check-modal').then((module) => ({ default: module.HumanCheckModal })),
);

/** Hosts the slider puzzle whenever a flow asks for one (see solveHumanCheck). */
export function HumanCheckHost() {
  const pending = useStore(humanCheckStore);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <HumanCheckModal key={pending.id} retry={pending.retry} onDone={pending.resolve} />
    </Suspense>
  );
}
