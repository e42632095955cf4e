import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Messages } from '../messages/messages.js';
import { FeedbackIntake } from './feedback-intake.js';
import { FeedbackQueue } from './feedback-queue.js';

/** Feedback (issue 17, decision 0052): what members and visitors send, and staff's queue. */
export function createFeedback(deps: { db: Db; clock: Clock; limiter: RateLimiter; messages: Messages }) {
  return {
    intake: new FeedbackIntake(deps.db, deps.clock, deps.limiter),
    queue: new FeedbackQueue(deps.db, deps.clock, deps.messages.sending),
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
