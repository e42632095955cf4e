/**
 * Dialing codes arrive as `+880`, `880` or `00880`; members, codes and throttles must see one form.
 * Every entry that stores or compares a dialing code (registration, binding a mobile, SMS login,
 * reset by SMS, SMS codes) passes it through `normaliseDialingCode` first: `+` and the digits,
 * without the international-call prefix.
 */
export function normaliseDialingCode(dialingCode: string): string {
  return `+${dialingCode.replace(/[^0-9]/gu, '').replace(/^0+/u, '')}`;
}

/** The phone in E.164 form (`+8801712345678`), the subject of SMS codes and throttles. */
export function phoneOf(dialingCode: string, mobileNum: string): string {
  return `${normaliseDialingCode(dialingCode)}${mobileNum}`;
}
