import { listPaymentChannels } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's deposit channels in the order members see them, and the gateways this deployment has. */
export const fetchPaymentChannels = (signal?: AbortSignal) => callApi(listPaymentChannels, { signal });
