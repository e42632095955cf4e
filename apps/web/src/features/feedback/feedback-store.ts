import { createStore } from '../../lib/store/create-store';

/** Whether the feedback popup (spec §2.2 "feedback") is open over the page. */
export const feedbackStore = createStore(false);

export const openFeedback = (): void => feedbackStore.set(true);
export const closeFeedback = (): void => feedbackStore.set(false);
