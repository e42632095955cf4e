import { isApiError } from '../../../lib/api/api-error';
import { humanCheckEnabled } from '../register-settings-store';
import { type HumanCheckAnswer, solveHumanCheck } from './human-check-store';

const HUMAN_CHECK_CODES = ['human.check.failed', 'human.check.required'];
const MAX_ATTEMPTS = 5;

/** The visitor closed the puzzle: the action is abandoned without an error message. */
export class HumanCheckCancelled extends Error {
  constructor() {
    super('human check cancelled');
    this.name = 'HumanCheckCancelled';
  }
}

/**
 * Runs `action` with a solved slider puzzle when the brand asks for one (spec §4: before a
 * username login, a registration and every SMS request). A refused answer brings a fresh puzzle;
 * a refusal when we thought no check was on (the operator just switched it on) does too.
 */
export async function withHumanCheck<T>(
  action: (answer: HumanCheckAnswer | undefined) => Promise<T>,
): Promise<T> {
  let needed = humanCheckEnabled();
  for (let attempt = 1; ; attempt++) {
    let answer: HumanCheckAnswer | undefined;
    if (needed) {
      const solved = await solveHumanCheck(attempt > 1);
      if (!solved) throw new HumanCheckCancelled();
      answer = solved;
    }
    try {
      return await action(answer);
    } catch (error) {
      if (attempt < MAX_ATTEMPTS && isApiError(error) && HUMAN_CHECK_CODES.includes(error.code)) {
        needed = true;
        continue;
      }
      throw error;
    }
  }
}
