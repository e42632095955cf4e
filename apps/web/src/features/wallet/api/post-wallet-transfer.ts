import { type BodyOf, walletTransfer } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postWalletTransfer = (body: BodyOf<typeof walletTransfer>) => callApi(walletTransfer, { body });
