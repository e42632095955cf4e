import { grantRaffleTickets } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Gives a member tickets of a raffle by hand, with a reason (audited). */
export const postRaffleTickets = (id: string, username: string, tickets: number, reason: string) =>
  callApi(grantRaffleTickets, { params: { id }, body: { username, tickets, reason } });
