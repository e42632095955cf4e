import type { WsMessage } from '@tessera/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.js';
import type { BalanceBus } from '../wallet/balance-push.js';
import { unreadCounts } from './inbox.js';

/**
 * The unread count on `/ws` (decision 0047): the first frames of a member's socket carry it, and a
 * committed change of some inboxes is news on the bus, on which every node sends the fresh counts to
 * the sockets it holds of those members (of every member of the brand it holds, for a message to
 * many), counted for all of them in one statement.
 */
export function registerUnreadPush(services: Services, bus: BalanceBus, log: FastifyBaseLogger): void {
  const { liveSockets, messages, db } = services;

  messages.onChange((merchantId, memberIds) => bus.publish({ kind: 'inbox', merchantId, memberIds }));
  bus.subscribe((news) => {
    if (news.kind !== 'inbox') return;
    const held = news.memberIds ?? liveSockets.members(news.merchantId);
    const open = held.filter((memberId) => liveSockets.of(news.merchantId, memberId).length > 0);
    if (open.length > 0) void push(news.merchantId, open);
  });
  liveSockets.onAdd((socket) => void push(socket.merchantId, [socket.memberId]));

  async function push(merchantId: number, memberIds: number[]) {
    try {
      for (const [memberId, count] of await unreadCounts(db, memberIds)) {
        const frame = JSON.stringify({ type: 'unread', count } satisfies WsMessage);
        for (const socket of liveSockets.of(merchantId, memberId)) socket.send(frame);
      }
    } catch (error) {
      log.warn({ err: error }, 'unread push failed');
    }
  }
}
