import {
  cashOutMines,
  getActiveFairRound,
  getFairRound,
  getFairRounds,
  getFairSeeds,
  playFairGame,
  revealMinesTile,
  rotateFairSeeds,
} from '@tessera/contracts';
import { type RequestContext, requireMember } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import type { FairMember } from './fair-games.service.js';

const memberOf = (ctx: RequestContext): FairMember => ({
  merchant: ctx.merchant,
  memberId: requireMember(ctx).memberId,
});

export function fairGameRoutes({ app, gate, services, bind }: RouteDeps) {
  const { fairGames } = services;

  bind(app, gate, getFairSeeds, ({ ctx }) => fairGames.seedState(memberOf(ctx)));

  bind(app, gate, rotateFairSeeds, ({ ctx, body }) => fairGames.rotate(memberOf(ctx), body.clientSeed));

  bind(app, gate, playFairGame, ({ ctx, body }) => fairGames.play(memberOf(ctx), body));

  bind(app, gate, revealMinesTile, ({ ctx, body }) =>
    fairGames.reveal(memberOf(ctx), body.roundId, body.tile),
  );

  bind(app, gate, cashOutMines, ({ ctx, body }) => fairGames.cashOut(memberOf(ctx), body.roundId));

  bind(app, gate, getActiveFairRound, ({ ctx }) => fairGames.active(memberOf(ctx)));

  bind(app, gate, getFairRounds, ({ ctx, query }) => fairGames.rounds(memberOf(ctx), query));

  bind(app, gate, getFairRound, ({ ctx, params }) => fairGames.round(memberOf(ctx), params.id));
}
