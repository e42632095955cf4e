import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplate, testDatabaseUrl } from '../../test/template-db.js';
import { PLANNED_EACH_TIME } from './prepared-statements.js';

describe('the database connection', () => {
  it('answers int8 (money, big ids) as BigInt, exact past 2^53', async () => {
    const database = await cloneTemplate();
    try {
      const row = await sql<{ big: bigint }>`select (9007199254740993)::int8 as big`.execute(database.db);
      expect(row.rows[0]!.big).toBe(9_007_199_254_740_993n);
    } finally {
      await database.close();
    }
  });
});

/** Named statements are a PostgreSQL protocol matter: this part only registers on that run. */
if (testDatabaseUrl()) {
  describe('repeated SQL as named prepared statements (PostgreSQL)', () => {
    let database: Awaited<ReturnType<typeof cloneTemplate>>;
    beforeAll(async () => {
      database = await cloneTemplate();
    });
    afterAll(() => database.close());

    const preparedOnThisConnection = async (
      run: (query: (text: string) => Promise<unknown>) => Promise<void>,
    ) =>
      database.db.connection().execute(async (connection) => {
        await run((text) => sql.raw(text).execute(connection));
        const rows = await sql<{ statement: string }>`
          select statement from pg_prepared_statements`.execute(connection);
        return rows.rows.map((row) => row.statement);
      });

    it('names a text the second time it is sent, and only then', async () => {
      const once = `select 'once' as seen where 1 = ${1}`;
      const twice = `select 'twice' as seen where 2 = ${2}`;
      const statements = await preparedOnThisConnection(async (query) => {
        await query(once);
        await query(twice);
        await query(twice);
        await query(twice);
      });
      expect(statements).toContain(twice);
      expect(statements).not.toContain(once);
    });

    it('never names a text marked to be planned each time', async () => {
      const marked = `${PLANNED_EACH_TIME} select 'planned' as seen where 3 = ${3}`;
      const statements = await preparedOnThisConnection(async (query) => {
        for (let i = 0; i < 3; i++) await query(marked);
      });
      expect(statements).not.toContain(marked);
    });

    it('keeps answering after a named statement fails, with the same name', async () => {
      const failing = 'select 1 / (select count(*) from merchants where id < 0) as n';
      let failures = 0;
      await preparedOnThisConnection(async (query) => {
        for (let i = 0; i < 3; i++) await query(failing).catch(() => (failures += 1));
      });
      expect(failures).toBe(3);
      const merchant = await database.db.selectFrom('merchants').select('code').executeTakeFirstOrThrow();
      const again = await database.db.selectFrom('merchants').select('code').executeTakeFirstOrThrow();
      expect(again).toEqual(merchant);
    });
  });
}
