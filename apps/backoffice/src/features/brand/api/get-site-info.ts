import { getSiteInfo } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand block (name, currency and its scale) the member site reads too. */
export const fetchSiteInfo = () => callApi(getSiteInfo);
