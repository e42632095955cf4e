import { z } from 'zod';
import { ZWalletBalance } from './endpoints/wallet.js';

/**
 * The WebSocket at `/ws?token=<member token>&merchant=<code>`: the server pushes these messages
 * (JSON text frames) to every connection of the member. The client sends nothing but pings.
 */
export const WS_PATH = '/ws';

export const ZWsMessage = z.discriminatedUnion('type', [
  /** The member's wallets after a change (deposit credited, transfer, withdrawal, bet, win…). */
  z.object({ type: z.literal('balance'), value: ZWalletBalance }),
  /** The member's unread platform messages (issue 17): on connecting, and whenever it changes. */
  z.object({ type: z.literal('unread'), count: z.number().int() }),
]);
export type WsMessage = z.infer<typeof ZWsMessage>;
