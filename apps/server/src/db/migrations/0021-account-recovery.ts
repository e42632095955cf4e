/**
 * Account recovery (decision 0020).
 *
 * - members.totp_pending_secret: an authenticator secret being set up. It becomes the member's
 *   secret only once a code from it is confirmed, so starting a setup no longer turns the second
 *   factor off.
 * - Dialing codes in one form (`+880`): rows stored as `880` or `00880` are rewritten, unless the
 *   rewrite would collide with a member who already holds the same number in the `+` form (the
 *   unique index decides; such a pair needs a person to look at it).
 * - The demo brand's password rule: any printable character, 8 to 64 (pattern 23), replacing
 *   letters and digits combined, 6 to 20, where the brand still has that old rule.
 */
export const statements: string[] = [
  'alter table members add column totp_pending_secret text',
  `update members m set country_dialing_code = '+' || ltrim(m.country_dialing_code, '+0')
    where m.country_dialing_code is not null
      and m.country_dialing_code <> '+' || ltrim(m.country_dialing_code, '+0')
      and not exists (
        select 1 from members o
         where o.merchant_id = m.merchant_id
           and o.mobile_num = m.mobile_num
           and o.country_dialing_code = '+' || ltrim(m.country_dialing_code, '+0'))`,
  `update merchants
      set register_settings = jsonb_set(register_settings, '{fields,password}',
        (register_settings #> '{fields,password}')
          || '{"minLength": 8, "maxLength": 64, "patternId": 23}'::jsonb)
    where code = 'TESSERA'
      and register_settings #> '{fields,password}' @> '{"minLength": 6, "maxLength": 20, "patternId": 5}'::jsonb`,
];
