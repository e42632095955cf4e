import { type BodyOf, playFairGame } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type FairBetBody = BodyOf<typeof playFairGame>;
export const postFairBet = (body: FairBetBody) => callApi(playFairGame, { body });
