import type { Db } from '../../db/database.js';
import type { Job } from '../../jobs/job-runner.js';
import { expireDue } from './deposits.repo.js';

/**
 * Pending deposits past their `expires_at` (created + the brand's `expiryMinutes`) become EXPIRED.
 * `now` is the runner's clock, never the wall clock, so tests move time with the ManualClock.
 */
export function depositExpiryJob(db: Db): Job {
  return { name: 'deposit-expiry', everyMs: 30_000, run: (now) => expireDue(db, now) };
}
