import { type BodyOf, postDeposit } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type DepositBody = BodyOf<typeof postDeposit>;
export const createDeposit = (body: DepositBody) => callApi(postDeposit, { body });
