import { getRegisterSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchRegisterSettings = () => callApi(getRegisterSettings);
