import { getRankList, launchGame, launchGameRelay } from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { type RequestContext, requireMember } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import type { GameRef } from './game-launch.service.js';

export function launchRoutes({ app, gate, services, bind }: RouteDeps) {
  const { gameLaunch, winnerBoard } = services;

  const launch = (ctx: RequestContext, ref: GameRef & { language?: string }) =>
    gameLaunch.launch({
      merchant: ctx.merchant,
      member: requireMember(ctx),
      ref,
      language: ref.language ?? ctx.language,
    });

  bind(app, gate, launchGame, ({ ctx, body }) => launch(ctx, body));

  // The lobby cards' launch takes optional auth: a visitor is told to log in (the site opens login),
  // and the password-change rule of member calls holds here too.
  bind(app, gate, launchGameRelay, ({ ctx, query }) => {
    if (!ctx.member) throw new AppError('login.not.session');
    if (ctx.member.mustChangePassword) throw new AppError('password.change.required');
    return launch(ctx, query);
  });

  bind(app, gate, getRankList, async ({ ctx, query }) => ({
    list: await winnerBoard.list(ctx.merchant, {
      gameCategory: query.gameCategory,
      language: query.language ?? ctx.language,
      limitNum: query.limitNum,
    }),
  }));
}
