import {
  deleteDomainStaff,
  getLanguagesStaff,
  getResourcesStaff,
  getSiteStatusStaff,
  listDomainsStaff,
  putDomainStaff,
  putLanguagesStaff,
  putResourcesStaff,
} from '@tessera/contracts';
import { requireStaff } from '../../http/context.js';
import type { RouteDeps } from '../../routes.js';

/** The back office's site set-up: status as stored, links, languages and domains (issue 13). */
export function siteAdminRoutes({ app, gate, services, bind }: RouteDeps): void {
  const { siteAdmin } = services;
  bind(app, gate, getSiteStatusStaff, async ({ ctx }) => ctx.merchant.status);
  bind(app, gate, getResourcesStaff, async ({ ctx }) => ({ resources: ctx.merchant.resources }));
  bind(app, gate, putResourcesStaff, ({ ctx, body }) =>
    siteAdmin.setResources(ctx.merchant, requireStaff(ctx), body.resources, ctx.ip),
  );
  bind(app, gate, getLanguagesStaff, async ({ ctx }) => ({
    languages: ctx.merchant.languages,
    defaultLanguage: ctx.merchant.defaultLanguage,
  }));
  bind(app, gate, putLanguagesStaff, ({ ctx, body }) =>
    siteAdmin.setLanguages(ctx.merchant, requireStaff(ctx), body, ctx.ip),
  );
  bind(app, gate, listDomainsStaff, ({ ctx }) => siteAdmin.domains(ctx.merchant.id));
  bind(app, gate, putDomainStaff, ({ ctx, params, body }) =>
    siteAdmin.putDomain(requireStaff(ctx), params.domain, body.main, ctx.ip),
  );
  bind(app, gate, deleteDomainStaff, ({ ctx, params }) =>
    siteAdmin.deleteDomain(requireStaff(ctx), params.domain, ctx.ip),
  );
}
