import { type BodyOf, offerContractStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The house offers a top agent a contract (state P until the agent answers); the house pays its bills. */
export const postContract = (body: BodyOf<typeof offerContractStaff>) =>
  callApi(offerContractStaff, { body });
