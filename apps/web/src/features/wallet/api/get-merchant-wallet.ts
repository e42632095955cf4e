import { getMerchantWallet } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchMerchantWallet = (merchantCode: string) =>
  callApi(getMerchantWallet, { query: { merchantCode } });
