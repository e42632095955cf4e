import { type BodyOf, bindBankCard } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postBankCard = (body: BodyOf<typeof bindBankCard>) => callApi(bindBankCard, { body });
