import { requestTermination } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The upline asks to end a contract in force they offered; the holder decides. */
export const postTermination = (id: string) => callApi(requestTermination, { params: { id } });
