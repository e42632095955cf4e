import { type BodyOf, createAnnouncement } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postAnnouncement = (body: BodyOf<typeof createAnnouncement>) =>
  callApi(createAnnouncement, { body });
