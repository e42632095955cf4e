import { type BodyOf, offerContract } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type OfferBody = BodyOf<typeof offerContract>;
/** Offers a direct downline a contract (refused with contract.terminates.lower until acknowledged). */
export const postContract = (body: OfferBody) => callApi(offerContract, { body });
