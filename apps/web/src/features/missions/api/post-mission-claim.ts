import { claimMission, type ValueOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type MissionClaim = ValueOf<typeof claimMission>;

/** Claims a reached mission's reward and score; the same requestId again replays the first answer. */
export const postMissionClaim = (missionId: string, requestId: string) =>
  callApi(claimMission, { body: { missionId, requestId } });
