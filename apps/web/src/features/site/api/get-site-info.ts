import { getSiteInfo } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchSiteInfo = () => callApi(getSiteInfo);
