import {
  approveAdjustment,
  getAccountRecords,
  getConsolidatedFunds,
  getMerchantWallet,
  getWalletBalance,
  listAdjustments,
  postAdjustment,
  rejectAdjustment,
  toMajor,
  toMinor,
  walletTransfer,
} from '@tessera/contracts';
import { requireMember, requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { NO_CONTRACTS } from '../agents/contracts.service.js';
import { accountRecords } from './account-records.js';
import { listAdjustments as listAdjustmentRows } from './adjustment-views.js';
import type { Holder } from './wallet.service.js';

export function walletRoutes({ app, gate, services, bind }: RouteDeps) {
  const { wallet, db, adjustments, agents } = services;
  const holderOf = (ctx: Parameters<typeof requireMember>[0]): Holder => {
    const session = requireMember(ctx);
    return { merchant: ctx.merchant, memberId: session.memberId, isTrial: session.isTrial };
  };

  bind(app, gate, getWalletBalance, ({ ctx }) => wallet.balance(holderOf(ctx)));

  bind(app, gate, getConsolidatedFunds, async ({ ctx }) => {
    const holder = holderOf(ctx);
    const [balance, contracts] = await Promise.all([
      wallet.balance(holder),
      // Trial members have no contracts (spec §6: no consolidated contract info for them).
      holder.isTrial ? NO_CONTRACTS : agents.contracts.summary(ctx.merchant.id, holder.memberId),
    ]);
    const scale = balance.scale;
    const minor = (value: number) => toMinor(value, scale) ?? 0n;
    const main = balance.balance.find((line) => line.code === 'MAIN')?.availBalance ?? 0;
    const bonus = balance.balance.find((line) => line.code === 'BONUS')?.availBalance ?? 0;
    return {
      currency: balance.currency,
      currencySymbol: balance.currencySymbol,
      sumBalance: balance.sumBalance,
      mainBalance: main,
      vendorBalance: toMajor(minor(balance.sumBalance) - minor(main), scale),
      bonusBalance: bonus,
      withdrawHold: balance.withdrawHold,
      isSingle: ctx.merchant.wallet.isSingle ? 1 : 0,
      ...contracts,
    };
  });

  bind(app, gate, getMerchantWallet, async ({ ctx }) => ({ isSingle: ctx.merchant.wallet.isSingle ? 1 : 0 }));

  bind(app, gate, walletTransfer, ({ ctx, body }) => wallet.transfer(holderOf(ctx), body));

  bind(app, gate, getAccountRecords, ({ ctx, query }) => {
    const holder = holderOf(ctx);
    return accountRecords(db, holder, wallet.currencyOf(holder), query);
  });

  bind(app, gate, postAdjustment, ({ ctx, params, body }) =>
    adjustments.request(ctx.merchant, requireStaff(ctx), params.memberId, body, ctx.ip),
  );
  bind(app, gate, listAdjustments, ({ ctx, query }) => listAdjustmentRows(db, ctx.merchant, query));
  bind(app, gate, approveAdjustment, ({ ctx, params }) =>
    adjustments.approve(ctx.merchant, requireStaff(ctx), params.id, ctx.ip),
  );
  bind(app, gate, rejectAdjustment, ({ ctx, params, body }) =>
    adjustments.reject(ctx.merchant, requireStaff(ctx), params.id, body.note, ctx.ip),
  );
}
