/** Announcements per brand: banners, notices, popups, promotions and headlines (spec §3, §4). */
export const statements: string[] = [
  `create table announcements (
    id serial primary key,
    merchant_id int not null references merchants(id),
    content_type text not null check (content_type in ('B', 'PL', 'PU', 'PR', 'H')),
    platform text not null default 'W' check (platform in ('W')),
    group_name text,
    title jsonb not null default '{}',
    content jsonb not null default '{}',
    image_url text,
    url text,
    linkage_type text not null default 'NONE'
      check (linkage_type in ('NONE', 'ROUTE', 'EXTERNAL', 'PROMOTION')),
    execution text check (execution in ('A', 'B', 'F')),
    promotion_type text,
    sort int not null default 0,
    starts_at timestamptz,
    ends_at timestamptz,
    status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE')),
    created_by int references staff(id),
    updated_by int references staff(id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (starts_at is null or ends_at is null or ends_at > starts_at),
    check ((content_type = 'B') = (group_name is not null)),
    check ((content_type = 'PU') = (execution is not null))
  )`,
  // The member call loads a brand's active rows in display order (then caches them for 2 s).
  'create index announcements_feed on announcements (merchant_id, status, sort, id desc)',
];
