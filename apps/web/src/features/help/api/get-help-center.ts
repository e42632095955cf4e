import { getHelpCenter, type HelpKind, type HelpTopic } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's published help topics and written pages in the request's language (one kind, or all). */
export const fetchHelpCenter = (kind: HelpKind | null, signal?: AbortSignal): Promise<HelpTopic[]> =>
  callApi(getHelpCenter, { query: kind ? { kind } : {}, signal }).then((value) => value.topics);
