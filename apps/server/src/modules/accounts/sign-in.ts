import type { LoginValue } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Merchant } from '../site/merchant.js';
import { type MemberRow, rememberIp, updateMember } from './accounts.repo.js';
import { toMemberInfo } from './member-view.js';
import type { MemberSessions } from './sessions.js';

/** Who is asking: the brand and the connection. */
export interface Caller {
  merchant: Merchant;
  ip: string;
  userAgent: string | null;
}

/**
 * The last step of every way in (login, registration, free play, reset by mobile): open a session,
 * stamp the login, remember the IP, and answer the login value.
 */
export class SignIn {
  constructor(
    private readonly sessions: MemberSessions,
    private readonly clock: Clock,
  ) {}

  async complete(
    db: Db,
    caller: Caller,
    member: MemberRow,
    options: { mustChangePassword?: boolean } = {},
  ): Promise<LoginValue> {
    const now = this.clock.now();
    const mustChange = options.mustChangePassword ?? member.password_must_change;
    const token = await this.sessions.create(db, {
      memberId: member.id,
      merchantId: member.merchant_id,
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    await updateMember(db, member.id, {
      last_login_at: now,
      last_login_ip: caller.ip,
      password_must_change: mustChange,
    });
    await rememberIp(db, member.id, caller.ip);
    return {
      token,
      firstTimeLogin: member.last_login_at === null,
      passwordExpired: mustChange,
      member: toMemberInfo(
        { ...member, password_must_change: mustChange, last_login_at: now },
        caller.merchant,
      ),
    };
  }
}
