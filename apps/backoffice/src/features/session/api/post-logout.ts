import { staffLogout } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postLogout = () => callApi(staffLogout);
