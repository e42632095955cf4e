import { type MessageDraft, sendMessageStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Sends a platform message to its audience; the answer is the sending with its recipients. */
export const postMessage = (body: MessageDraft) => callApi(sendMessageStaff, { body });
