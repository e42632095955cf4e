import { type BodyOf, createInvitation } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postInvitation = (body: BodyOf<typeof createInvitation>) => callApi(createInvitation, { body });
