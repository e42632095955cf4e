import { createMission, type MissionInput } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Adds a mission; the answer is the mission as stored (with its game's name). */
export const postMission = (body: MissionInput) => callApi(createMission, { body });
