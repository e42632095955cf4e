import {
  type ContentType,
  createAnnouncement,
  deleteAnnouncement,
  getListAnnouncements,
  listAnnouncementsStaff,
  type StaffRole,
  updateAnnouncement,
} from '@tessera/contracts';
import { type RequestContext, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Content is a front-of-house job: support may publish, finance may not. */
const EDITORS: readonly StaffRole[] = ['admin', 'support'];

export function announcementRoutes({ app, gate, services, bind }: RouteDeps) {
  const { announcements, staff } = services;
  const editor = (ctx: RequestContext) => {
    const actor = requireStaff(ctx);
    staff.assertRole(actor, EDITORS);
    return actor;
  };

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
    announcements.list(editor(ctx).merchantId, query),
  );

  bind(app, gate, createAnnouncement, ({ ctx, body }) => announcements.create(editor(ctx), body, ctx.ip));

  bind(app, gate, updateAnnouncement, ({ ctx, params, body }) =>
    announcements.update(editor(ctx), params.id, body, ctx.ip),
  );

  bind(app, gate, deleteAnnouncement, ({ ctx, params }) =>
    announcements.remove(editor(ctx), params.id, ctx.ip),
  );
}
