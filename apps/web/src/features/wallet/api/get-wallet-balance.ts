import { getWalletBalance } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchWalletBalance = () => callApi(getWalletBalance);
