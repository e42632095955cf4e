import { loginFreePlay } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The original sends os, platform W and gateway version 3 (spec §7.1). */
export const postFreePlay = () =>
  callApi(loginFreePlay, { body: { platform: 'W', os: navigator.platform || 'web', gatewayVersion: 3 } });
