import { systemClock } from '../../apps/server/src/clock.js';
import type { Db } from '../../apps/server/src/db/database.js';
import { PasswordHasher } from '../../apps/server/src/lib/passwords.js';
import { MemberSessions } from '../../apps/server/src/modules/accounts/sessions.js';

export interface SeededMember {
  id: number;
  username: string;
  /** A live member session token, as a login would hand out. */
  token: string;
}

/**
 * `count` members of the first brand, each with a live session, written straight to the database:
 * drills and benchmarks need many logged-in members, not many argon2 hashes or slider puzzles.
 * Nobody logs in with the password, so every member shares one hash.
 */
export async function seedMembers(db: Db, count: number, prefix: string): Promise<SeededMember[]> {
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'default_language'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const passwordHash = await new PasswordHasher({ memoryCost: 19456, timeCost: 2 }).hash(
    `${prefix}-unused-password`,
  );
  const sessions = new MemberSessions(db, systemClock);
  const members: SeededMember[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${String(i).padStart(5, '0')}`;
    const row = await db
      .insertInto('members')
      .values({
        merchant_id: merchant.id,
        username,
        username_lower: username.toLowerCase(),
        password_hash: passwordHash,
        language: merchant.default_language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await sessions.create(db, {
      memberId: row.id,
      merchantId: merchant.id,
      ip: '127.0.0.1',
      userAgent: 'tessera-drill',
    });
    members.push({ id: row.id, username, token });
  }
  return members;
}
