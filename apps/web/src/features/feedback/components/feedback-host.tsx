import { lazy, Suspense } from 'react';
import { useStore } from '../../../lib/store/create-store';
import { closeFeedback, feedbackStore } from '../feedback-store';

/** The form loads on first use: most visits never open it. */
const FeedbackModal = lazy(() =>
  import('./feedback-modal').then((module) => ({ default: module.FeedbackModal })),
);

/** The feedback popup wherever it is opened from (side menu, footer, member centre). */
export function FeedbackHost() {
  const open = useStore(feedbackStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackModal onClose={closeFeedback} />
    </Suspense>
  );
}
