import { type BodyOf, bindMobile } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postBindMobile = (body: BodyOf<typeof bindMobile>) => callApi(bindMobile, { body });
