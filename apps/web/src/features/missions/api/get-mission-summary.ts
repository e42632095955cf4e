import { getMissionSummary, type ValueOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type MissionSummary = ValueOf<typeof getMissionSummary>;

/** The brand's live missions with the member's progress this period, and how many wait to be claimed. */
export const fetchMissionSummary = (signal?: AbortSignal) => callApi(getMissionSummary, { signal });
