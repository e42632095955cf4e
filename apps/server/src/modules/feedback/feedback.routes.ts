import {
  closeFeedbackStaff,
  getFeedbackImageStaff,
  listFeedbackStaff,
  listMyFeedback,
  replyFeedbackStaff,
  sendFeedback,
} from '@tessera/contracts';
import { requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** Feedback: members and visitors send it; staff's queue answers it (issue 17, decision 0052). */
export function feedbackRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { intake, queue } = services.feedback;

  bind(app, gate, sendFeedback, ({ ctx, body }) => intake.send(ctx, body));
  bind(app, gate, listMyFeedback, ({ ctx, query }) => intake.mine(requireMember(ctx).memberId, query));

  bind(app, gate, listFeedbackStaff, ({ ctx, query }) => queue.list(ctx, query));
  bind(app, gate, getFeedbackImageStaff, ({ ctx, params }) => queue.image(ctx, params.id, params.index));
  bind(app, gate, replyFeedbackStaff, ({ ctx, params, body }) =>
    queue.reply(ctx, requireStaff(ctx), params.id, body.reply),
  );
  bind(app, gate, closeFeedbackStaff, ({ ctx, params, body }) =>
    queue.close(ctx, requireStaff(ctx), params.id, body.note),
  );
}
