import { type SiteStatusSettings, putSiteStatus as statusEndpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Replaces the maintenance window and the region rules together. */
export const putSiteStatus = (body: SiteStatusSettings) => callApi(statusEndpoint, { body });
