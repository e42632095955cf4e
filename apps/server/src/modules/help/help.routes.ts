import {
  createHelpArticle,
  createHelpTopic,
  deleteHelpArticle,
  deleteHelpTopic,
  getHelpCenter,
  HELP_IMAGE_PATH,
  listHelpStaff,
  orderHelp,
  updateHelpArticle,
  updateHelpTopic,
  uploadHelpImage,
} from '@tessera/contracts';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** The help centre for visitors and its editing in the back office (issue 17, decision 0053). */
export function helpRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { centre, admin, images } = services.help;

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
  bind(app, gate, uploadHelpImage, ({ ctx, body }) => images.upload(ctx, requireStaff(ctx), body.image));

  // The pictures themselves: bytes, not an envelope. An id never changes its picture.
  app.get<{ Params: { id: string } }>(`${HELP_IMAGE_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    const image = /^[A-Za-z0-9_-]{1,64}$/u.test(id) ? await images.read(id) : null;
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.bytes));
  });
}
