import { readMessages } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Marks these messages read, or all of them; answers the unread count left. */
export const postReadMessages = async (which: { ids: string[] } | { all: true }): Promise<number> =>
  (await callApi(readMessages, { body: which })).count;
