import { type BodyOf, sendFeedback } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Send feedback (members and visitors: spec §7 `PUT /wps/feedback`). */
export const putFeedback = (body: BodyOf<typeof sendFeedback>) => callApi(sendFeedback, { body });
