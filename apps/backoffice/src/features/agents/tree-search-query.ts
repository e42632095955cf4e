/**
 * A search term as the tree call takes it: an account; digits may also be a member id (the account
 * wins when both exist), and `#12` is the member id only, as the tree shows it.
 */
export function treeSearchQuery(term: string): { account?: string; memberId?: number } {
  const digits = /^(#?)(\d{1,10})$/u.exec(term);
  const id = digits ? Number(digits[2]) : 0;
  if (!digits || id < 1 || id > 2_147_483_647) return { account: term };
  return digits[1] ? { memberId: id } : { account: term, memberId: id };
}
