import { getSystemStatus } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchSystemStatus = () => callApi(getSystemStatus);
