import { FEEDBACK_LIMITS } from '@tessera/contracts';

/** Characters as the server counts them (code points: a Bengali letter or an emoji is one). */
export const feedbackLength = (text: string): number => [...text].length;

/** The content cut to the limit by characters, never in the middle of a surrogate pair. */
export const clipFeedback = (text: string): string =>
  feedbackLength(text) <= FEEDBACK_LIMITS.content
    ? text
    : [...text].slice(0, FEEDBACK_LIMITS.content).join('');
