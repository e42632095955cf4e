import { getMemberInfo } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchMemberInfo = () => callApi(getMemberInfo);
