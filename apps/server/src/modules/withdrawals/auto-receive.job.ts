import type { Job } from '../../jobs/job-runner.js';
import type { WithdrawalReview } from './withdrawal-review.service.js';

/**
 * Disbursed withdrawals nobody confirmed by their `auto_receive_at` (the brand's
 * `autoReceiveMinutes` after the payout) count as received, forced: no refund follows.
 * Safe on every node at once (SKIP LOCKED and a state guard); time comes from the runner's clock.
 */
export function autoReceiveJob(review: WithdrawalReview): Job {
  return { name: 'withdrawal-auto-receive', everyMs: 15_000, run: (now) => review.autoReceive(now) };
}
