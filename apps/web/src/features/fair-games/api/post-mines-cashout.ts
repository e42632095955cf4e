import { cashOutMines } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postMinesCashout = (roundId: string) => callApi(cashOutMines, { body: { roundId } });
