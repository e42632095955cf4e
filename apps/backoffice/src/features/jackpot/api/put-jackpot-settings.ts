import { type JackpotSettings, saveJackpotSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Saves the jackpot settings whole; answers them as stored. */
export const putJackpotSettings = (body: JackpotSettings) => callApi(saveJackpotSettings, { body });
