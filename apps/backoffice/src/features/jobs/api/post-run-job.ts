import { runJob } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** One pass now, on the node that answers: resolves with the job as it stands after it. */
export const postRunJob = (name: string) => callApi(runJob, { params: { name } });
