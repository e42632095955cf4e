import {
  bindBankCard,
  bindEmail,
  bindMobile,
  changePaymentPassword,
  getBankCards,
  getPaymentPasswordStatus,
  getProfile,
  putProfile,
  sendBindEmailCode,
  sendBindMobileSms,
  sendPaymentPasswordSms,
  setPaymentPassword,
} from '@tessera/contracts';
import { requireMember } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { assertReal } from './profile.service.js';
import { toCardView } from './security.views.js';

/** The security centre: profile and contacts, payment password, bank cards. */
export function securityRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { profiles, paymentPasswordFlows, bankCards } = services;

  bind(app, gate, getProfile, ({ ctx }) => profiles.get(requireMember(ctx)));
  bind(app, gate, putProfile, ({ ctx, body }) => profiles.update(ctx, requireMember(ctx), body));
  bind(app, gate, sendBindMobileSms, ({ ctx, body }) =>
    profiles.sendMobileCode(ctx, requireMember(ctx), body.mobileNum, body.countryDialingCode),
  );
  bind(app, gate, bindMobile, ({ ctx, body }) => profiles.bindMobile(ctx, requireMember(ctx), body));
  bind(app, gate, sendBindEmailCode, ({ ctx, body }) =>
    profiles.sendEmailCode(ctx, requireMember(ctx), body.email),
  );
  bind(app, gate, bindEmail, ({ ctx, body }) =>
    profiles.bindEmail(ctx, requireMember(ctx), body.email, body.verificationCode),
  );

  bind(app, gate, getPaymentPasswordStatus, ({ ctx }) => paymentPasswordFlows.status(requireMember(ctx)));
  bind(app, gate, setPaymentPassword, ({ ctx, body }) =>
    paymentPasswordFlows.set(ctx, requireMember(ctx), body),
  );
  bind(app, gate, changePaymentPassword, ({ ctx, body }) =>
    paymentPasswordFlows.change(ctx, requireMember(ctx), body),
  );
  bind(app, gate, sendPaymentPasswordSms, ({ ctx }) =>
    paymentPasswordFlows.sendCode(ctx, requireMember(ctx)),
  );

  bind(app, gate, getBankCards, async ({ ctx }) => {
    const session = requireMember(ctx);
    assertReal(session);
    const cards = await bankCards.list(session.memberId);
    return { list: cards.map(toCardView), max: ctx.merchant.cashier.withdraw.maxCards };
  });
  bind(app, gate, bindBankCard, async ({ ctx, body }) => {
    const session = requireMember(ctx);
    assertReal(session);
    return toCardView(await bankCards.bind(ctx.merchant, session.memberId, body, ctx.ip));
  });
}
