import {
  deleteMessages,
  getUnreadCount,
  listMessages,
  listSentMessagesStaff,
  readMessages,
  sendMessageStaff,
} from '@tessera/contracts';
import { requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Platform messages: the member's inbox and the back office's sending (issue 17). */
export function messagesRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { inbox, sending } = services.messages;

  bind(app, gate, getUnreadCount, ({ ctx }) => inbox.unread(requireMember(ctx)));
  bind(app, gate, listMessages, ({ ctx, query }) => inbox.list(ctx, requireMember(ctx), query));
  bind(app, gate, readMessages, ({ ctx, body }) => inbox.read(requireMember(ctx), body));
  bind(app, gate, deleteMessages, ({ ctx, body }) => inbox.remove(requireMember(ctx), body.ids));

  bind(app, gate, sendMessageStaff, ({ ctx, body }) => sending.send(ctx, requireStaff(ctx), body));
  bind(app, gate, listSentMessagesStaff, ({ ctx, query }) => sending.list(ctx, query));
}
