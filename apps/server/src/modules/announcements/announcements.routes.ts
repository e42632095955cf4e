import {
  createAnnouncement,
  deleteAnnouncement,
  getAgentAnnouncements,
  getListAnnouncements,
  listAnnouncementsStaff,
  type MemberContentType,
  updateAnnouncement,
} from '@tessera/contracts';
import { requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Content is a front-of-house job: support may publish, finance may not. */
export function announcementRoutes({ app, gate, services, bind }: RouteDeps) {
  const { announcements } = services;

  bind(app, gate, getListAnnouncements, ({ ctx, query }) =>
    announcements.feed.list({
      merchant: ctx.merchant,
      language: ctx.language,
      loggedIn: ctx.member !== null,
      ...(query.contentTypes ? { types: query.contentTypes.split(',') as MemberContentType[] } : {}),
      ...(query.platform ? { platform: query.platform } : {}),
    }),
  );

  // Agent notices: the agent centre's own call, for agents only (decision 0037).
  bind(app, gate, getAgentAnnouncements, ({ ctx, query }) =>
    announcements.agentNotices.list(ctx, requireMember(ctx), ctx.language, query),
  );

  bind(app, gate, listAnnouncementsStaff, async ({ ctx, query }) =>
    announcements.list(requireStaff(ctx).merchantId, query),
  );

  bind(app, gate, createAnnouncement, ({ ctx, body }) =>
    announcements.create(requireStaff(ctx), body, ctx.ip),
  );

  bind(app, gate, updateAnnouncement, ({ ctx, params, body }) =>
    announcements.update(requireStaff(ctx), params.id, body, ctx.ip),
  );

  bind(app, gate, deleteAnnouncement, ({ ctx, params }) =>
    announcements.remove(requireStaff(ctx), params.id, ctx.ip),
  );
}
