import type { Language, Resource } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffSession } from '../../http/context.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Merchant } from './merchant.js';
import type { MerchantDirectory } from './merchant-directory.js';

/**
 * A brand's site set up by staff (issue 13): its links, languages and domains. Each change is one
 * transaction with its audit entry (before and after); then every cached brand on this node is
 * dropped (other nodes follow within the directory's two seconds).
 */
export class SiteAdmin {
  constructor(
    private readonly db: Db,
    private readonly merchants: MerchantDirectory,
  ) {}

  async setResources(merchant: Merchant, actor: StaffSession, resources: Resource[], ip: string) {
    await this.change(actor, ip, 'site.resources.update', merchant.resources, resources, (tx) =>
      tx
        .updateTable('merchants')
        .set({ resources: JSON.stringify(resources) })
        .where('id', '=', merchant.id)
        .execute(),
    );
    return { resources };
  }

  async setLanguages(
    merchant: Merchant,
    actor: StaffSession,
    next: { languages: Language[]; defaultLanguage: Language },
    ip: string,
  ) {
    const before = { languages: merchant.languages, defaultLanguage: merchant.defaultLanguage };
    const languages = [...new Set(next.languages)];
    await this.change(actor, ip, 'site.languages.update', before, { ...next, languages }, (tx) =>
      tx
        .updateTable('merchants')
        .set({ languages: JSON.stringify(languages), default_language: next.defaultLanguage })
        .where('id', '=', merchant.id)
        .execute(),
    );
    return { languages, defaultLanguage: next.defaultLanguage };
  }

  async domains(merchantId: number) {
    const rows = await this.db
      .selectFrom('merchant_domains')
      .select(['domain', 'main'])
      .where('merchant_id', '=', merchantId)
      .orderBy('main', 'desc')
      .orderBy('domain')
      .execute();
    return { list: rows };
  }

  async putDomain(actor: StaffSession, domain: string, main: boolean, ip: string) {
    const owner = await this.db
      .selectFrom('merchant_domains')
      .select(['merchant_id', 'main'])
      .where('domain', '=', domain)
      .executeTakeFirst();
    if (owner && owner.merchant_id !== actor.merchantId) throw new AppError('domain.taken');
    await this.change(actor, ip, 'site.domain.put', owner ?? null, { domain, main }, async (tx) => {
      // A brand has one main domain: making one main demotes the others; the main one stays main.
      if (main) {
        await tx
          .updateTable('merchant_domains')
          .set({ main: false })
          .where('merchant_id', '=', actor.merchantId)
          .execute();
      }
      await tx
        .insertInto('merchant_domains')
        .values({ domain, merchant_id: actor.merchantId, main: main || (owner?.main ?? false) })
        .onConflict((conflict) =>
          conflict.column('domain').doUpdateSet({ main: main || (owner?.main ?? false) }),
        )
        .execute();
    });
    return this.domains(actor.merchantId);
  }

  async deleteDomain(actor: StaffSession, domain: string, ip: string) {
    const row = await this.db
      .selectFrom('merchant_domains')
      .select('main')
      .where('domain', '=', domain)
      .where('merchant_id', '=', actor.merchantId)
      .executeTakeFirst();
    if (!row) throw new AppError('object.not.found');
    if (row.main) throw new AppError('domain.main');
    await this.change(actor, ip, 'site.domain.delete', { domain }, null, (tx) =>
      tx
        .deleteFrom('merchant_domains')
        .where('domain', '=', domain)
        .where('merchant_id', '=', actor.merchantId)
        .execute(),
    );
    return this.domains(actor.merchantId);
  }

  private async change(
    actor: StaffSession,
    ip: string,
    action: string,
    before: unknown,
    after: unknown,
    write: (tx: Db) => Promise<unknown>,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await write(tx);
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorType: 'staff',
        actorId: actor.staffId,
        action,
        details: { before, after },
        ip,
      });
    });
    this.merchants.invalidate();
  }
}
