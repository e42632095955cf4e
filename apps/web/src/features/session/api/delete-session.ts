import { logout } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const deleteSession = () => callApi(logout);
