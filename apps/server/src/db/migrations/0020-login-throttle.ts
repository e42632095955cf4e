/**
 * Login throttling (decision 0019).
 *
 * - members.totp_last_step: the 30-second step of the last authenticator code a member logged in
 *   with. A code of that step or an earlier one is refused, so each code is good once (RFC 6238
 *   §5.2), and of two concurrent logins with one code only the update that moves it wins.
 */
export const statements: string[] = ['alter table members add column totp_last_step bigint'];
