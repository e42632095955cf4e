/**
 * The catalog's version (decision 0027). Each node keeps the listed games in memory and asks this
 * one row, at most once a second, whether the catalog moved on: every statement that writes games,
 * vendors, their game types or a brand's switched-off vendors bumps it, whatever rows it touched
 * (statement-level triggers, so a bulk load bumps it once, and a truncate too).
 */
const CATALOG_TABLES = ['games', 'game_vendors', 'vendor_game_types', 'merchant_vendors_off'];

export const statements: string[] = [
  'create table catalog_version (version bigint not null)',
  'insert into catalog_version (version) values (0)',
  `create function bump_catalog_version() returns trigger language plpgsql as $$
  begin
    update catalog_version set version = version + 1;
    return null;
  end $$`,
  ...CATALOG_TABLES.map(
    (table) => `create trigger ${table}_catalog_version
    after insert or update or delete or truncate on ${table}
    for each statement execute function bump_catalog_version()`,
  ),
];
