/**
 * Feedback (issue 17, decision 0052).
 * - `feedback`: one item a member or a visitor sent: question type, content (plain text, at most 140
 *   characters), contact, the language it was written in; its state (NEW, then REPLIED with the
 *   reply and the inbox message it became, or CLOSED) and who settled it. The queue reads the
 *   brand's items by state, newest first; the count of NEW ones is the live queue's.
 * - `feedback_images`: up to 3 png or jpg images of at most 5 MB, their type read from their bytes.
 */
export const statements: string[] = [
  `create table feedback (
    id bigserial primary key,
    merchant_id int not null references merchants(id),
    member_id int references members(id),
    question_type text not null
      check (question_type in ('DEPOSIT', 'WITHDRAWAL', 'GAMES', 'ACCOUNT', 'SUGGESTION', 'OTHER')),
    content text not null check (char_length(content) between 1 and 140),
    contact text,
    language text not null,
    ip text,
    status text not null default 'NEW' check (status in ('NEW', 'REPLIED', 'CLOSED')),
    reply text,
    message_id bigint references messages(id),
    handled_by int references staff(id),
    handled_at timestamptz,
    created_at timestamptz not null,
    check (member_id is not null or contact is not null),
    check ((status = 'NEW') = (handled_at is null))
  )`,
  'create index feedback_queue on feedback (merchant_id, status, id desc)',
  'create index feedback_member on feedback (member_id, id desc) where member_id is not null',
  `create table feedback_images (
    feedback_id bigint not null references feedback(id),
    image_no int not null check (image_no between 1 and 3),
    content_type text not null check (content_type in ('image/png', 'image/jpeg')),
    size int not null check (size > 0 and size <= 5242880),
    bytes bytea not null,
    primary key (feedback_id, image_no)
  )`,
];
