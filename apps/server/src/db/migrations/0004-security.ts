/** Payment passwords (on members), bound bank cards, contact verification. */
export const statements: string[] = [
  `create table bank_cards (
    id serial primary key,
    merchant_id int not null references merchants(id),
    member_id int not null references members(id),
    bank_name text not null,
    holder_name text not null,
    card_number text not null,
    branch text,
    created_at timestamptz not null default now(),
    unique (member_id, card_number)
  )`,
  'create index bank_cards_member on bank_cards (member_id, id)',
  // The contact a member confirmed with a code (E.164 phone, lower-case e-mail); it reads as
  // verified only while it still equals the bound one, so any other change un-verifies it.
  'alter table members add column verified_mobile text, add column verified_email text',
  // Downline searches: a username prefix (text_pattern_ops lets LIKE 'abc%' use the index).
  'create index members_username_prefix on members (merchant_id, username_lower text_pattern_ops)',
];
