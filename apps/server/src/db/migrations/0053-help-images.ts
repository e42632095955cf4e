/**
 * Pictures in help articles and written pages (issue 17, decision 0053): uploaded by staff, their
 * type read from their bytes, served at `/content/images/<id>` on the brand's own sites. The id is a
 * random token (a picture's address tells nothing of the others').
 */
export const statements: string[] = [
  `create table help_images (
    id text primary key,
    merchant_id int not null references merchants(id),
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
    size int not null check (size > 0 and size <= 2097152),
    bytes bytea not null,
    created_by int not null references staff(id),
    created_at timestamptz not null
  )`,
];
