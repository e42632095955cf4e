import { type BodyOf, launchGame } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type LaunchBody = BodyOf<typeof launchGame>;
export const postLaunchGame = (body: LaunchBody) => callApi(launchGame, { body });
