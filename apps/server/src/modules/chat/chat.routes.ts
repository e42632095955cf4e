import {
  assignChatConversationStaff,
  BUILT_IN_CHAT_PATH,
  type ChatModel,
  closeChatConversation,
  closeChatConversationStaff,
  createCannedReplyStaff,
  deleteCannedReplyStaff,
  externalChatLinks,
  getChatConversationStaff,
  getChatImage,
  getChatImageStaff,
  getChatState,
  launchChat,
  listCannedRepliesStaff,
  listChatAgentsStaff,
  listChatConversationsStaff,
  listChatMessages,
  listChatMessagesStaff,
  listChatModels,
  markChatRead,
  markChatReadStaff,
  openChatConversation,
  openChatVisitor,
  rateChatConversation,
  sendChatImage,
  sendChatImageStaff,
  sendChatMessage,
  sendChatMessageStaff,
  setChatDutyStaff,
  takeChatConversationStaff,
  updateCannedReplyStaff,
} from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import type { RequestContext } from '../../http/context.js';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { recordStaffAudit } from '../audit/audit.repo.js';
import { memberPage } from '../member-admin/member-page.repo.js';
import type { Merchant } from '../site/merchant.js';
import { earlierConversations, listQueue } from './chat-queue.js';
import { toStaffConversation } from './chat-view.js';

/** The chat's options in the order `CBS_launchChat` prefers them: the brand's external links, then the built-in chat. */
function chatModels(merchant: Merchant): ChatModel[] {
  const external: ChatModel[] = externalChatLinks(merchant.resources).map((link) => ({
    model: 'EXTERNAL',
    name: link.labelNameEn,
    url: link.url,
  }));
  const builtIn: ChatModel[] =
    merchant.modules.chat === false
      ? []
      : [{ model: 'BUILT_IN', name: 'Live chat', url: BUILT_IN_CHAT_PATH }];
  return [...external, ...builtIn];
}

/** Live chat (issue 17, decision 0050): the customer's calls and the console's. */
export function chatRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { chat, db, geo } = services;
  const { customers, conversations, messages, duty, canned } = chat;
  const customerOf = (ctx: RequestContext, visitor: string | undefined) =>
    customers.resolve(ctx.merchant.id, ctx.member, visitor);
  const own = async (ctx: RequestContext, visitor: string | undefined, id: string) =>
    conversations.ofCustomer(await customerOf(ctx, visitor), id);

  bind(app, gate, listChatModels, async ({ ctx }) => ({
    list: chatModels(ctx.merchant),
    onDuty: ctx.merchant.modules.chat === false ? false : await duty.onDuty(ctx.merchant.id),
  }));
  bind(app, gate, launchChat, async ({ ctx }) => {
    const first = chatModels(ctx.merchant)[0];
    if (!first) throw new AppError('function.not.available');
    return { chatUrl: first.url, model: first.model };
  });

  bind(app, gate, openChatVisitor, async ({ ctx, body }) => ({
    visitor: await customers.issue(ctx.merchant.id, body.name),
  }));
  bind(app, gate, getChatState, async ({ ctx, query }) =>
    conversations.state(await customerOf(ctx, query.visitor)),
  );
  bind(app, gate, openChatConversation, async ({ ctx, body }) =>
    conversations.open(await customerOf(ctx, body.visitor)),
  );
  bind(app, gate, closeChatConversation, async ({ ctx, body }) =>
    conversations.closeByCustomer(await customerOf(ctx, body.visitor), body.conversationId),
  );
  bind(app, gate, rateChatConversation, async ({ ctx, body }) =>
    conversations.rate(await customerOf(ctx, body.visitor), body.conversationId, body.score, body.comment),
  );
  bind(app, gate, listChatMessages, async ({ ctx, query }) =>
    messages.history(await own(ctx, query.visitor, query.conversationId), query),
  );
  bind(app, gate, sendChatMessage, async ({ ctx, body }) => {
    const customer = await customerOf(ctx, body.visitor);
    const row = await conversations.ofCustomer(customer, body.conversationId);
    return messages.send(row, { side: 'CUSTOMER', customer }, { clientId: body.clientId, text: body.text });
  });
  bind(app, gate, sendChatImage, async ({ ctx, body }) => {
    const customer = await customerOf(ctx, body.visitor);
    const row = await conversations.ofCustomer(customer, body.conversationId);
    return messages.send(
      row,
      { side: 'CUSTOMER', customer },
      { clientId: body.clientId, text: body.text ?? '', image: body.image },
    );
  });
  bind(app, gate, getChatImage, async ({ ctx, params, query }) =>
    messages.image(params.id, {
      merchantId: ctx.merchant.id,
      customer: await customerOf(ctx, query.visitor),
    }),
  );
  bind(app, gate, markChatRead, async ({ ctx, body }) =>
    messages.markRead(await own(ctx, body.visitor, body.conversationId), 'CUSTOMER', body.seq),
  );

  // The console.
  bind(app, gate, listChatConversationsStaff, ({ ctx, query }) =>
    listQueue(db, ctx.merchant, requireStaff(ctx).staffId, query),
  );
  bind(app, gate, getChatConversationStaff, async ({ ctx, params }) => {
    const row = await conversations.ofBrand(ctx.merchant.id, params.id);
    const member =
      row.member_id === null
        ? null
        : await memberPage(db, ctx.merchant.id, row.member_id, ctx.merchant.currencyScale, geo);
    return {
      conversation: toStaffConversation(row),
      member: member ?? null,
      earlier: await earlierConversations(db, row),
    };
  });
  bind(app, gate, listChatMessagesStaff, async ({ ctx, params, query }) =>
    messages.history(await conversations.ofBrand(ctx.merchant.id, params.id), query),
  );
  bind(app, gate, sendChatMessageStaff, async ({ ctx, params, body }) => {
    const row = await conversations.ofBrand(ctx.merchant.id, params.id);
    return messages.send(row, { side: 'STAFF', staffId: requireStaff(ctx).staffId }, body);
  });
  bind(app, gate, sendChatImageStaff, async ({ ctx, params, body }) => {
    const row = await conversations.ofBrand(ctx.merchant.id, params.id);
    return messages.send(
      row,
      { side: 'STAFF', staffId: requireStaff(ctx).staffId },
      { clientId: body.clientId, text: body.text ?? '', image: body.image },
    );
  });
  bind(app, gate, getChatImageStaff, ({ ctx, params }) =>
    messages.image(params.id, { merchantId: ctx.merchant.id }),
  );
  bind(app, gate, markChatReadStaff, async ({ ctx, params, body }) =>
    messages.markRead(await conversations.ofBrand(ctx.merchant.id, params.id), 'STAFF', body.seq),
  );
  bind(app, gate, takeChatConversationStaff, ({ ctx, params }) =>
    conversations.take(ctx, requireStaff(ctx), params.id),
  );
  bind(app, gate, assignChatConversationStaff, ({ ctx, params, body }) =>
    conversations.assign(ctx, requireStaff(ctx), params.id, body.staffId),
  );
  bind(app, gate, closeChatConversationStaff, ({ ctx, params }) =>
    conversations.closeByStaff(ctx, requireStaff(ctx), params.id),
  );
  bind(app, gate, listChatAgentsStaff, async ({ ctx }) => ({
    list: await duty.agents(ctx.merchant.id),
    onDuty: await duty.onDuty(ctx.merchant.id),
  }));
  bind(app, gate, setChatDutyStaff, async ({ ctx, body }) => {
    const staff = requireStaff(ctx);
    await duty.setAvailable(ctx.merchant.id, staff.staffId, body.available);
    await recordStaffAudit(db, ctx, staff, {
      action: body.available ? 'chat.duty.available' : 'chat.duty.away',
      target: `staff:${staff.staffId}`,
      details: {},
    });
    const [agent] = await duty.agents(ctx.merchant.id, staff.staffId);
    if (!agent) throw new AppError('chat.agent.invalid');
    return agent;
  });
  bind(app, gate, listCannedRepliesStaff, async ({ ctx, query }) => ({
    list: await canned.list(ctx.merchant.id, query.language),
  }));
  bind(app, gate, createCannedReplyStaff, ({ ctx, body }) => canned.create(ctx, requireStaff(ctx), body));
  bind(app, gate, updateCannedReplyStaff, ({ ctx, params, body }) =>
    canned.update(ctx, requireStaff(ctx), params.id, body),
  );
  bind(app, gate, deleteCannedReplyStaff, ({ ctx, params }) =>
    canned.remove(ctx, requireStaff(ctx), params.id),
  );
}
