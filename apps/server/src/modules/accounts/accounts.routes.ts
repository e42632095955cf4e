import {
  changePassword,
  checkAffiliate,
  checkPasswordResetLink,
  disableTotp,
  enableTotp,
  forgotPasswordByEmail,
  getCaptcha,
  getHumanCheck,
  getMemberIcon,
  getMemberInfo,
  login,
  loginFreePlay,
  logout,
  register,
  registerMobile,
  resetPasswordByEmail,
  resetPasswordByMobile,
  sendLoginSms,
  sendRegisterSms,
  sendResetSms,
  sendSecondFactorSms,
  setupTotp,
} from '@tessera/contracts';
import { requireMember } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** The captcha image is bound to this cookie; answering spends it. */
const CAPTCHA_COOKIE = 'tessera_captcha';

export function accountRoutes({ app, gate, services, bind }: RouteDeps) {
  const { accounts, registration, logins, passwords, passwordResets, verification, challenges, sessions } =
    services;

  bind(app, gate, getCaptcha, async ({ ctx, request, reply }) => {
    const visitor = request.cookies[CAPTCHA_COOKIE] ?? ctx.ip;
    const { id, png } = await challenges.newCaptcha(ctx.merchant, visitor, ctx.ip);
    reply.setCookie(CAPTCHA_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 300 });
    return png.toString('base64');
  });
  bind(app, gate, getHumanCheck, ({ ctx }) => challenges.newHumanCheck(ctx.merchant, ctx.ip));

  bind(app, gate, login, ({ body, ctx, request }) =>
    logins.login(ctx, body, request.cookies[CAPTCHA_COOKIE]),
  );
  bind(app, gate, logout, async ({ ctx }) => {
    await sessions.revoke(requireMember(ctx).tokenHash);
    return null;
  });
  bind(app, gate, loginFreePlay, ({ ctx }) => accounts.freePlay(ctx));

  bind(app, gate, register, ({ body, ctx, request }) =>
    registration.register(ctx, 'username', body, request.cookies[CAPTCHA_COOKIE]),
  );
  bind(app, gate, registerMobile, ({ body, ctx, request }) =>
    registration.register(ctx, 'mobile', body, request.cookies[CAPTCHA_COOKIE]),
  );
  bind(app, gate, checkAffiliate, ({ query, ctx }) => registration.checkAffiliate(ctx.merchant, query.code));

  bind(app, gate, sendRegisterSms, ({ body, ctx }) =>
    verification.send(ctx, 'register', { ...body, mobileNum: body.mobileNo }),
  );
  bind(app, gate, sendLoginSms, ({ body, ctx }) => verification.send(ctx, 'login', body));
  bind(app, gate, sendResetSms, ({ body, ctx }) => verification.send(ctx, 'reset', body));
  bind(app, gate, sendSecondFactorSms, ({ body, ctx }) => verification.sendSecondFactor(ctx, body.ticket));

  bind(app, gate, getMemberInfo, async ({ ctx }) => {
    const session = requireMember(ctx);
    const info = await accounts.info(ctx.merchant, session);
    if (session.isTrial) return { ...info, hasVip: false, vipRankLevel: 0, vipLabelName: '' };
    const { hasVip, vipRankLevel, vipLabelName } = await services.rewards.vip.standing(
      ctx.merchant,
      ctx.language,
      session.memberId,
    );
    return { ...info, hasVip, vipRankLevel, vipLabelName };
  });
  bind(app, gate, getMemberIcon, ({ ctx }) => accounts.icon(requireMember(ctx)));
  bind(app, gate, changePassword, ({ body, ctx }) => passwords.change(ctx, requireMember(ctx), body));
  bind(app, gate, forgotPasswordByEmail, ({ body, ctx }) =>
    passwordResets.request(ctx, body.username, body.email),
  );
  bind(app, gate, checkPasswordResetLink, ({ body, ctx }) => passwordResets.check(ctx, body.token));
  bind(app, gate, resetPasswordByEmail, ({ body, ctx }) => passwordResets.reset(ctx, body));
  bind(app, gate, resetPasswordByMobile, ({ body, ctx }) => passwords.resetByMobile(ctx, body));
  bind(app, gate, setupTotp, ({ body, ctx }) => accounts.setupTotp(ctx, requireMember(ctx), body));
  bind(app, gate, enableTotp, ({ body, ctx }) => accounts.enableTotp(ctx, requireMember(ctx), body.code));
  bind(app, gate, disableTotp, ({ body, ctx }) => accounts.disableTotp(ctx, requireMember(ctx), body));
}
