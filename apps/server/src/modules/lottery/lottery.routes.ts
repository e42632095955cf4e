import {
  cancelLotteryBet,
  cancelLotteryDraw,
  confirmLotteryEntry,
  enterLotteryResult,
  getLotteryGamesByPrizeMode,
  getLotteryMenus,
  getLotteryOdds,
  getLotteryResults,
  getMyLotteryBets,
  getOpenedNumero,
  getPopularLotteryGames,
  getVnGameMenu,
  getVnOpenedNumeros,
  getVnRecentGames,
  listLotteryDrawsStaff,
  placeLotteryBet,
  putLotteryOdds,
  rejectLotteryEntry,
  toMinor,
} from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import { type RequestContext, requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import type { Bettor } from './lottery-bets.service.js';

const bettorOf = (ctx: RequestContext): Bettor => ({
  merchant: ctx.merchant,
  session: requireMember(ctx),
  language: ctx.language,
});

export function lotteryRoutes({ app, gate, services, bind }: RouteDeps) {
  const { lottery } = services;

  bind(app, gate, getLotteryMenus, ({ ctx }) => lottery.menus.menus(ctx.language));
  bind(app, gate, getVnGameMenu, ({ ctx }) => lottery.menus.vnMenu(ctx.language));
  bind(app, gate, getVnRecentGames, ({ ctx }) =>
    lottery.menus.recent(requireMember(ctx).memberId, ctx.language),
  );
  bind(app, gate, getPopularLotteryGames, ({ ctx }) => lottery.menus.popular(ctx.merchant.id, ctx.language));
  bind(app, gate, getLotteryGamesByPrizeMode, ({ ctx, query }) =>
    lottery.menus.byPrizeMode(query.prizeMode, ctx.language),
  );
  bind(app, gate, getVnOpenedNumeros, ({ ctx, query }) =>
    lottery.menus.vnOpened(ctx.merchant.id, query.gameCode),
  );
  bind(app, gate, getOpenedNumero, ({ ctx, query }) => lottery.menus.opened(ctx.merchant.id, query.gameCode));
  bind(app, gate, getLotteryOdds, ({ ctx, query }) =>
    lottery.menus.oddsFor(ctx.merchant.id, ctx.merchant.currencyScale, query.gameCode, query.prizeMode),
  );
  bind(app, gate, getLotteryResults, ({ ctx, query }) => lottery.menus.results(ctx.merchant.id, query));

  bind(app, gate, placeLotteryBet, ({ ctx, body }) => lottery.bets.place(bettorOf(ctx), body));
  bind(app, gate, cancelLotteryBet, ({ ctx, params }) => lottery.bets.cancel(bettorOf(ctx), params.id));
  bind(app, gate, getMyLotteryBets, ({ ctx, query }) => lottery.bets.list(bettorOf(ctx), query));

  bind(app, gate, listLotteryDrawsStaff, ({ ctx, query }) =>
    lottery.results.list(requireStaff(ctx).merchantId, query),
  );
  bind(app, gate, enterLotteryResult, ({ ctx, params, body }) =>
    lottery.results.enter(requireStaff(ctx), params.id, body.numbers, body.reason, ctx.ip),
  );
  bind(app, gate, cancelLotteryDraw, ({ ctx, params, body }) =>
    lottery.results.cancel(requireStaff(ctx), params.id, body.reason, ctx.ip),
  );
  bind(app, gate, confirmLotteryEntry, ({ ctx, params, body }) =>
    lottery.results.confirm(requireStaff(ctx), params.id, body.numbers, ctx.ip),
  );
  bind(app, gate, rejectLotteryEntry, ({ ctx, params }) =>
    lottery.results.reject(requireStaff(ctx), params.id, ctx.ip),
  );
  bind(app, gate, putLotteryOdds, async ({ ctx, body }) => {
    const actor = requireStaff(ctx);
    const unitPrice = toMinor(body.unitPrice, ctx.merchant.currencyScale);
    if (unitPrice === null || unitPrice <= 0n)
      throw new AppError('lottery.odds.invalid', { detail: 'unit price' });
    const odds = await lottery.odds.set(actor.merchantId, actor.staffId, body.prizeMode, body.betType, {
      unitPrice: Number(unitPrice),
      payoutMilli: body.payoutMilli,
    });
    return { unitPrice: body.unitPrice, payoutMilli: odds.payoutMilli };
  });
}
