import { checkAffiliate } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchAffiliateCheck = (code: string) =>
  callApi(checkAffiliate, { query: { code, domain: window.location.hostname } });
