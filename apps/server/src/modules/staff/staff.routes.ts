import {
  createStaffMember,
  getRegisterSettingsStaff,
  getSiteFlags,
  listStaff,
  putRegisterSettings,
  putSiteFlags,
  putSiteStatus,
  putStaffRole,
  putStaffStatus,
  resetStaffTotp,
  type StaffRole,
  staffChangePassword,
  staffLogin,
  staffLoginTotp,
  staffLogout,
  staffTotpConfirm,
  staffTotpSetup,
} from '@tessera/contracts';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';
import { recordAudit } from '../audit/audit.repo.js';
import { CAPTCHA_COOKIE } from '../challenges/challenges.service.js';
import { updateMerchantSettings } from '../site/site.repo.js';

export function staffRoutes({ app, gate, services, bind }: RouteDeps) {
  const { staff, staffLogins, staffSecurity, db, merchants } = services;

  bind(app, gate, staffLogin, ({ body, ctx, request }) =>
    staffLogins.login(ctx.merchant, body, request.cookies[CAPTCHA_COOKIE], ctx.ip),
  );
  bind(app, gate, staffLoginTotp, ({ body, ctx }) =>
    staffLogins.loginTotp(ctx.merchant, body.ticket, body.code, ctx.ip),
  );
  bind(app, gate, staffLogout, ({ ctx }) => staffSecurity.logout(requireStaff(ctx), ctx.ip));
  bind(app, gate, staffChangePassword, ({ body, ctx }) =>
    staffSecurity.changePassword(requireStaff(ctx), body.currentPassword, body.newPassword, ctx.ip),
  );
  bind(app, gate, staffTotpSetup, ({ body, ctx }) =>
    staffSecurity.setupTotp(ctx.merchant, requireStaff(ctx), body.password, ctx.ip),
  );
  bind(app, gate, staffTotpConfirm, ({ body, ctx }) =>
    staffSecurity.confirmTotp(requireStaff(ctx), body.code, ctx.ip),
  );

  const staffView = (row: {
    id: number;
    username: string;
    role: string;
    created_at: Date;
    status: 'ACTIVE' | 'DISABLED';
    totp_enabled: boolean | number;
  }) => ({
    id: row.id,
    username: row.username,
    role: row.role as StaffRole,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    totpEnabled: Boolean(row.totp_enabled),
  });

  bind(app, gate, listStaff, async ({ ctx }) => {
    const actor = requireStaff(ctx);
    return { list: (await staff.listStaff(actor.merchantId)).map(staffView) };
  });

  bind(app, gate, createStaffMember, async ({ ctx, body }) => {
    const actor = requireStaff(ctx);
    return staffView(await staff.addStaff(actor, body.username, body.password, body.role, ctx.ip));
  });

  bind(app, gate, putStaffStatus, ({ ctx, params, body }) => {
    const actor = requireStaff(ctx);
    return staff.setStatus(actor, params.staffId, body.status, ctx.ip);
  });

  bind(app, gate, putStaffRole, ({ ctx, params, body }) =>
    staff.setRole(requireStaff(ctx), params.staffId, body.role, ctx.ip),
  );
  bind(app, gate, resetStaffTotp, ({ ctx, params }) =>
    staff.resetTotp(requireStaff(ctx), params.staffId, ctx.ip),
  );

  bind(app, gate, getSiteFlags, async ({ ctx }) => {
    return { flags: ctx.merchant.flags, modules: ctx.merchant.modules };
  });

  bind(app, gate, putSiteFlags, async ({ body, ctx }) => {
    const actor = requireStaff(ctx);
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
    return ctx.merchant.register;
  });

  bind(app, gate, putRegisterSettings, async ({ body, ctx }) => {
    const actor = requireStaff(ctx);
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
