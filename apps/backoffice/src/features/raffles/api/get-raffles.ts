import { listStaffRaffles } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's raffles, off ones too, each with a ticket's expected value as the server computes it. */
export const fetchRaffles = (signal?: AbortSignal) => callApi(listStaffRaffles, { signal });
