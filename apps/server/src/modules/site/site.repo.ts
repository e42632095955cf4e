import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MerchantTable } from '../../db/schema.js';
import { type Merchant, toMerchant } from './merchant.js';

async function withDomains(db: Db, row: Selectable<MerchantTable> | undefined): Promise<Merchant | null> {
  return row ? toMerchant(row, await listDomains(db, row.id)) : null;
}

export async function findMerchantByCode(db: Db, code: string): Promise<Merchant | null> {
  return withDomains(
    db,
    await db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst(),
  );
}

export async function findMerchantById(db: Db, id: number): Promise<Merchant | null> {
  return withDomains(
    db,
    await db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst(),
  );
}

export async function findMerchantByDomain(db: Db, domain: string): Promise<Merchant | null> {
  const row = await db
    .selectFrom('merchant_domains')
    .innerJoin('merchants', 'merchants.id', 'merchant_domains.merchant_id')
    .selectAll('merchants')
    .where('merchant_domains.domain', '=', domain)
    .executeTakeFirst();
  return withDomains(db, row);
}

export async function findFirstMerchant(db: Db): Promise<Merchant | null> {
  return withDomains(
    db,
    await db.selectFrom('merchants').selectAll().orderBy('id').limit(1).executeTakeFirst(),
  );
}

export async function listDomains(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_domains')
    .select(['domain', 'main'])
    .where('merchant_id', '=', merchantId)
    .orderBy('domain')
    .execute();
}

export async function updateMerchantSettings(
  db: Db,
  merchantId: number,
  changes: Partial<Pick<Merchant, 'flags' | 'modules' | 'register' | 'status'>>,
): Promise<void> {
  await db
    .updateTable('merchants')
    .set({
      ...(changes.flags ? { flags: JSON.stringify(changes.flags) } : {}),
      ...(changes.modules ? { modules: JSON.stringify(changes.modules) } : {}),
      ...(changes.register ? { register_settings: JSON.stringify(changes.register) } : {}),
      ...(changes.status ? { status_settings: JSON.stringify(changes.status) } : {}),
    })
    .where('id', '=', merchantId)
    .execute();
}
