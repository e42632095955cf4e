import {
  createHelpArticle,
  createHelpTopic,
  deleteHelpArticle,
  deleteHelpTopic,
  getHelpCenter,
  listHelpStaff,
  orderHelp,
  updateHelpArticle,
  updateHelpTopic,
} from '@tessera/contracts';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** The help centre for visitors and its editing in the back office (issue 17, decision 0053). */
export function helpRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { centre, admin } = services.help;

  bind(app, gate, getHelpCenter, ({ ctx, query }) => centre.read(ctx, query.kind));

  bind(app, gate, listHelpStaff, ({ ctx }) => admin.list(ctx.merchant.id));
  bind(app, gate, createHelpTopic, ({ ctx, body }) => admin.saveTopic(ctx, requireStaff(ctx), null, body));
  bind(app, gate, updateHelpTopic, ({ ctx, params, body }) =>
    admin.saveTopic(ctx, requireStaff(ctx), params.id, body),
  );
  bind(app, gate, deleteHelpTopic, ({ ctx, params }) => admin.deleteTopic(ctx, requireStaff(ctx), params.id));
  bind(app, gate, createHelpArticle, ({ ctx, body }) =>
    admin.saveArticle(ctx, requireStaff(ctx), null, body),
  );
  bind(app, gate, updateHelpArticle, ({ ctx, params, body }) =>
    admin.saveArticle(ctx, requireStaff(ctx), params.id, body),
  );
  bind(app, gate, deleteHelpArticle, ({ ctx, params }) =>
    admin.deleteArticle(ctx, requireStaff(ctx), params.id),
  );
  bind(app, gate, orderHelp, ({ ctx, body }) => admin.order(ctx, requireStaff(ctx), body));
}
