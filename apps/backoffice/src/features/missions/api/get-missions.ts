import { listStaffMissions } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's missions, drafts and ended ones too, each with its claims and what they paid. */
export const fetchMissions = (signal?: AbortSignal) => callApi(listStaffMissions, { signal });
