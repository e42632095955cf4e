import {
  getCountryCodes,
  getDevInbox,
  getDomainRoute,
  getRegisterSettings,
  getRsaKey,
  getSiteInfo,
  getSystemStatus,
  getWhitelabel,
  setLanguage,
} from '@tessera/contracts';
import { AppError } from '../../http/app-error.js';
import type { RouteDeps } from '../../routes.js';

export function siteRoutes({ app, gate, services, bind }: RouteDeps) {
  const { site, sealed, accounts, outbox } = services;

  bind(app, gate, getSystemStatus, async ({ ctx }) => site.status(ctx.merchant, ctx.ip));
  bind(app, gate, getSiteInfo, async ({ ctx }) => site.info(ctx.merchant));
  bind(app, gate, getWhitelabel, async ({ ctx }) => site.whitelabel(ctx.merchant));
  bind(app, gate, getRegisterSettings, async ({ ctx }) => ctx.merchant.register);
  bind(app, gate, getDomainRoute, async ({ ctx }) => site.domainRoutes(ctx.merchant));
  bind(app, gate, getCountryCodes, async ({ ctx }) => site.countryCodes(ctx.merchant));
  bind(app, gate, getRsaKey, async () => sealed.publicKey());

  bind(app, gate, setLanguage, async ({ body, ctx }) => {
    if (ctx.member) await accounts.setLanguage(ctx.member.memberId, body.language);
    return { language: body.language };
  });

  bind(app, gate, getDevInbox, async ({ query, ctx }) => {
    if (!ctx.merchant.devInbox) throw new AppError('function.not.available');
    return outbox.list(ctx.merchant.id, query.to);
  });
}
