import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGameList,
  getGameList,
  getGameVendors,
  getHotGames,
  getRecentGames,
  getRoomList,
  getVendorGameTypes,
  removeFavoriteGame,
} from '@tessera/contracts';
import { type RequestContext, requireMember } from '../../http/context.js';
import { settledAnswer } from '../../http/settled-answers.js';
import type { RouteDeps } from '../../routes.js';
import type { CardView } from './game-cards.js';
import { listRooms } from './game-rooms.js';

/** Names in the language the query asks for, else the request's; amounts in the brand's currency. */
const viewOf = (ctx: RequestContext, language?: string): CardView => ({
  language: language ?? ctx.language,
  scale: ctx.merchant.currencyScale,
});

export function gameRoutes({ app, gate, services, bind }: RouteDeps) {
  const { games, favouriteGames, recentGames } = services;

  bind(app, gate, getGameVendors, async ({ ctx }) => ({
    data: { lanes: await games.lanes(ctx.merchant.id) },
  }));

  bind(app, gate, getVendorGameTypes, async ({ ctx, query }) => ({
    list: await games.vendorGameTypes(ctx.merchant.id, query.vassalage),
  }));

  // A page comes from the answer cache, the same object for a few seconds: its reply is kept.
  bind(app, gate, getGameList, async ({ ctx, query }) =>
    settledAnswer(await games.page(ctx.merchant.id, query, viewOf(ctx, query.language))),
  );

  bind(app, gate, getHotGames, async ({ ctx, query }) => ({
    list: await games.hot(ctx.merchant.id, query.vassalage, viewOf(ctx, query.language)),
  }));

  bind(app, gate, getFavoriteGameIds, ({ ctx }) => favouriteGames.ids(requireMember(ctx).memberId));

  bind(app, gate, getFavoriteGameList, ({ ctx, query }) =>
    favouriteGames.page(ctx.merchant.id, requireMember(ctx).memberId, query, viewOf(ctx, query.language)),
  );

  bind(app, gate, addFavoriteGame, ({ ctx, body }) =>
    favouriteGames.add(ctx.merchant.id, requireMember(ctx).memberId, body.nodeId),
  );

  bind(app, gate, removeFavoriteGame, ({ ctx, query }) =>
    favouriteGames.remove(ctx.merchant.id, requireMember(ctx).memberId, query.nodeId),
  );

  bind(app, gate, getRecentGames, async ({ ctx, query }) => ({
    list: await recentGames.list(ctx.merchant.id, requireMember(ctx).memberId, viewOf(ctx, query.language)),
  }));

  bind(app, gate, getRoomList, async ({ ctx, query }) => ({
    list: await listRooms(games, ctx.merchant.id, query, viewOf(ctx, query.language), ctx.catalogue),
  }));
}
