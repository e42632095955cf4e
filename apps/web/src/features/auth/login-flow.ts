import type { LoginRefusal, LoginValue } from '@tessera/contracts';
import { withLoader } from '../../components/loader-store';
import { isApiError } from '../../lib/api/api-error';
import { beginSession } from '../session/session-store';
import { type LoginBody, postLogin } from './api/post-login';
import type { AuthSurface } from './auth-surface';
import { HumanCheckCancelled, withHumanCheck } from './human-check/with-human-check';
import { rememberLogin, rememberMobile } from './remember-me';

export type LoginOutcome =
  | { kind: 'loggedIn'; value: LoginValue }
  | { kind: 'refused'; message: string; captcha: boolean }
  | { kind: 'secondFactor'; message: string; ticket: string; methods: ('SMS' | 'TOTP')[] }
  | { kind: 'cancelled' };

/**
 * One login attempt (spec §4): the username type passes the slider check first; a refusal is
 * turned into what the form must show next (the captcha, a second-factor step, or the message).
 */
export async function attemptLogin(body: LoginBody): Promise<LoginOutcome> {
  const send = (humanCheck: LoginBody['humanCheck']) =>
    postLogin(humanCheck ? { ...body, humanCheck } : body);
  try {
    const value = await (body.type === 'sms'
      ? withLoader(send(undefined))
      : withHumanCheck((answer) => withLoader(send(answer))));
    return { kind: 'loggedIn', value };
  } catch (error) {
    if (error instanceof HumanCheckCancelled) return { kind: 'cancelled' };
    if (!isApiError(error)) throw error;
    const refusal = (error.value ?? {}) as LoginRefusal;
    if (error.code === 'second.factor.required' && refusal.ticket) {
      return {
        kind: 'secondFactor',
        message: error.message,
        ticket: refusal.ticket,
        methods: refusal.methods ?? ['SMS'],
      };
    }
    return { kind: 'refused', message: error.message, captcha: refusal.captcha === true };
  }
}

/**
 * After the server said yes: keep the token, remember what was asked to be remembered, and either
 * force the password change (the server refuses everything else until then) or finish.
 */
export function completeLogin(
  value: LoginValue,
  typed: {
    type: 'username' | 'sms';
    username: string;
    password: string;
    remember: boolean;
    dialingCode?: string;
  },
  surface: AuthSurface,
): void {
  beginSession(value);
  if (typed.type === 'username') rememberLogin(typed.username, typed.password, typed.remember);
  else if (typed.remember && typed.dialingCode) rememberMobile(typed.dialingCode, typed.username);
  if (value.passwordExpired || value.member.passwordChangeRequired) {
    surface.openModal({
      kind: 'changePassword',
      forced: true,
      oldPassword: typed.type === 'username' ? typed.password : undefined,
    });
    return;
  }
  surface.finish();
}
