import { transferId } from '../../lib/transfer-ids.js';

/**
 * Ledger leg ids derived from the withdrawal's id, one per step: the hold, the release and the
 * payout can each be posted only once per withdrawal, whatever retries or double clicks happen.
 */
export function withdrawalLegId(withdrawalId: string, step: 'hold' | 'release' | 'payout'): string {
  return transferId(withdrawalId, `withdrawal:${step}`);
}
