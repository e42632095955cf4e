import { type BodyOf, putProfile } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const saveProfile = (body: BodyOf<typeof putProfile>) => callApi(putProfile, { body });
