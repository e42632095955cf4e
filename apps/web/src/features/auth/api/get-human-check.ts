import { getHumanCheck } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchHumanCheck = () => callApi(getHumanCheck);
