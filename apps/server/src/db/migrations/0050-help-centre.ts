/**
 * The help centre and the brand's written pages (issue 17, decision 0053): one mechanism for all.
 * - `help_topics`: a page of a `kind`: help topics (`HELP`, many) and at most one of each other
 *   kind per brand (guide, agreement, terms, privacy, sponsor, about); its title per language.
 * - `help_articles`: a topic's sections, the title per language and the body as HTML per language,
 *   cleaned with the rich-text policy when saved. Both ordered by `sort` and published or not.
 */
export const statements: string[] = [
  `create table help_topics (
    id serial primary key,
    merchant_id int not null references merchants(id),
    kind text not null check (kind in ('HELP', 'GUIDE', 'AGREEMENT', 'TERMS', 'PRIVACY', 'SPONSOR', 'ABOUT')),
    title jsonb not null default '{}',
    sort int not null default 0,
    published boolean not null default false,
    updated_at timestamptz not null
  )`,
  `create unique index help_topics_single_kind on help_topics (merchant_id, kind) where kind <> 'HELP'`,
  'create index help_topics_order on help_topics (merchant_id, sort, id)',
  `create table help_articles (
    id serial primary key,
    topic_id int not null references help_topics(id) on delete cascade,
    title jsonb not null default '{}',
    body jsonb not null default '{}',
    sort int not null default 0,
    published boolean not null default false,
    updated_at timestamptz not null
  )`,
  'create index help_articles_order on help_articles (topic_id, sort, id)',
];
