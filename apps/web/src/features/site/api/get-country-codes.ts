import { getCountryCodes } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchCountryCodes = () => callApi(getCountryCodes);
