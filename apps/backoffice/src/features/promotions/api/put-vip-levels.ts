import { putVipLevels as putVipLevelsCall, type VipLevelInput } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The whole VIP level table replaced; the answer is the table as stored, with its members. */
export const putVipLevels = (levels: VipLevelInput[]) => callApi(putVipLevelsCall, { body: { levels } });
