import { deleteMessages } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Deletes these messages from the member's inbox; answers the unread count left. */
export const postDeleteMessages = async (ids: string[]): Promise<number> =>
  (await callApi(deleteMessages, { body: { ids } })).count;
