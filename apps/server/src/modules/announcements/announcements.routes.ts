import {
  type ContentType,
  createAnnouncement,
  deleteAnnouncement,
  getListAnnouncements,
  listAnnouncementsStaff,
  updateAnnouncement,
} from '@tessera/contracts';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Content is a front-of-house job: support may publish, finance may not. */
export function announcementRoutes({ app, gate, services, bind }: RouteDeps) {
  const { announcements } = services;

  bind(app, gate, getListAnnouncements, ({ ctx, query }) =>
    announcements.feed.list({
      merchant: ctx.merchant,
      language: ctx.language,
      loggedIn: ctx.member !== null,
      ...(query.contentTypes ? { types: query.contentTypes.split(',') as ContentType[] } : {}),
      ...(query.platform ? { platform: query.platform } : {}),
    }),
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
