import { putVipLevels as putVipLevelsCall, type RebateMode, type VipLevelInput } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/**
 * The whole VIP level table replaced over the version it was read at; the answer is the table as
 * stored, with its members and new version.
 */
export const putVipLevels = (levels: VipLevelInput[], version: string, rebateMode: RebateMode) =>
  callApi(putVipLevelsCall, { body: { levels, version, rebateMode } });
