import {
  getRegisterSettingsStaff,
  getSiteFlags,
  putRegisterSettings,
  putSiteFlags,
  putSiteStatus,
  staffLogin,
} from '@tessera/contracts';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { recordAudit } from '../audit/audit.repo.js';
import { updateMerchantSettings } from '../site/site.repo.js';

export function staffRoutes({ app, gate, services, bind }: RouteDeps) {
  const { staff, db, merchants } = services;

  bind(app, gate, staffLogin, ({ body, ctx }) =>
    staff.login(ctx.merchant, body.username, body.password, ctx.ip),
  );

  bind(app, gate, getSiteFlags, async ({ ctx }) => {
    staff.assertRole(requireStaff(ctx), ['admin', 'support']);
    return { flags: ctx.merchant.flags, modules: ctx.merchant.modules };
  });

  bind(app, gate, putSiteFlags, async ({ body, ctx }) => {
    const actor = requireStaff(ctx);
    staff.assertRole(actor, ['admin']);
    const flags = { ...ctx.merchant.flags, ...body.flags };
    const modules = { ...ctx.merchant.modules, ...body.modules };
    await db.transaction().execute(async (tx) => {
      await updateMerchantSettings(tx, ctx.merchant.id, { flags, modules });
      await recordAudit(tx, {
        merchantId: ctx.merchant.id,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'site.flags.update',
        details: { flags: body.flags ?? {}, modules: body.modules ?? {} },
        ip: ctx.ip,
      });
    });
    merchants.invalidate();
    return { flags, modules };
  });

  bind(app, gate, getRegisterSettingsStaff, async ({ ctx }) => {
    staff.assertRole(requireStaff(ctx), ['admin', 'support']);
    return ctx.merchant.register;
  });

  bind(app, gate, putRegisterSettings, async ({ body, ctx }) => {
    const actor = requireStaff(ctx);
    staff.assertRole(actor, ['admin']);
    await db.transaction().execute(async (tx) => {
      await updateMerchantSettings(tx, ctx.merchant.id, { register: body });
      await recordAudit(tx, {
        merchantId: ctx.merchant.id,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'site.register-settings.update',
        details: { before: ctx.merchant.register, after: body },
        ip: ctx.ip,
      });
    });
    merchants.invalidate();
    return body;
  });

  bind(app, gate, putSiteStatus, async ({ body, ctx }) => {
    const actor = requireStaff(ctx);
    staff.assertRole(actor, ['admin']);
    await db.transaction().execute(async (tx) => {
      await updateMerchantSettings(tx, ctx.merchant.id, { status: body });
      await recordAudit(tx, {
        merchantId: ctx.merchant.id,
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'site.status.update',
        details: { before: ctx.merchant.status, after: body },
        ip: ctx.ip,
      });
    });
    merchants.invalidate();
    return body;
  });
}
