import {
  type BodyOf,
  deleteDomainStaff,
  getLanguagesStaff,
  getResourcesStaff,
  listDomainsStaff,
  putDomainStaff,
  putLanguagesStaff,
  putResourcesStaff,
} from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's links in their order. */
export const fetchResources = (signal?: AbortSignal) => callApi(getResourcesStaff, { signal });
export const putResources = (body: BodyOf<typeof putResourcesStaff>) => callApi(putResourcesStaff, { body });

/** Enabled languages and the default. */
export const fetchLanguages = (signal?: AbortSignal) => callApi(getLanguagesStaff, { signal });
export const putLanguages = (body: BodyOf<typeof putLanguagesStaff>) => callApi(putLanguagesStaff, { body });

/** The domains that open the brand, the main one first. */
export const fetchDomains = (signal?: AbortSignal) => callApi(listDomainsStaff, { signal });
export const putDomain = (domain: string, main: boolean) =>
  callApi(putDomainStaff, { params: { domain }, body: { main } });
export const deleteDomain = (domain: string) => callApi(deleteDomainStaff, { params: { domain } });
