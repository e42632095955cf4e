import { type MissionInput, updateMission } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Changes a mission as a whole (claims already made keep what they gave). */
export const putMission = (id: string, body: MissionInput) =>
  callApi(updateMission, { params: { id }, body });
