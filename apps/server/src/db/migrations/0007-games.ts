const GAME_TYPES = `('LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'PVP', 'FISH', 'COCKFIGHT', 'LOTT', 'ELOTT')`;

/**
 * The game catalog (domain.md §4): vendors get their display fields and a wallet mode, games are
 * searchable by name (trigram index over a normalised name), members keep favourites and recents.
 */
export const statements = [
  'create extension if not exists pg_trgm',

  // A SEAMLESS vendor plays from the main wallet and has no wallet of its own; the vendors that
  // existed before the catalog are transfer-wallet vendors.
  `alter table game_vendors
     add column wallet_mode text not null default 'SEAMLESS' check (wallet_mode in ('SEAMLESS', 'TRANSFER')),
     add column lager_icon text,
     add column remark text,
     add column is_game text not null default 'VASSALAGE' check (is_game in ('VASSALAGE', 'game')),
     add column sort int not null default 0,
     add column kind text not null default 'EXTERNAL' check (kind in ('EXTERNAL', 'INHOUSE'))`,
  'alter table game_vendors alter column wallet_type_id drop not null',
  `update game_vendors set wallet_mode = 'TRANSFER' where wallet_type_id is not null`,

  `create table vendor_game_types (
    vendor_code text not null references game_vendors(code),
    game_type text not null check (game_type in ${GAME_TYPES}),
    primary key (vendor_code, game_type)
  )`,

  `create table games (
    id serial primary key,
    vendor_code text not null references game_vendors(code),
    game_code text not null,
    game_type text not null check (game_type in ${GAME_TYPES}),
    classify text check (classify in ('SC', 'VP', 'JP', 'TG', 'AC', 'BG')),
    names jsonb not null,
    search_name text not null,
    icon text not null,
    min_bet bigint not null check (min_bet >= 0),
    lines int check (lines > 0),
    rtp_bp int check (rtp_bp between 0 and 10000),
    hot boolean not null default false,
    recommended boolean not null default false,
    sort int not null default 0,
    status text not null default 'ACTIVE' check (status in ('ACTIVE', 'MAINTENANCE', 'DISABLED')),
    launch_code text,
    unique (vendor_code, game_code)
  )`,
  'create index games_search_name_trgm on games using gin (search_name gin_trgm_ops)',
  // Listing order within a category, and within a category of one vendor.
  'create index games_type_sort on games (game_type, sort, id)',
  'create index games_type_vendor_sort on games (game_type, vendor_code, sort, id)',
  'create index games_vendor_sort on games (vendor_code, sort, id)',
  'create index games_hot_sort on games (sort, id) where hot',

  `create table favourite_games (
    member_id int not null references members(id),
    node_id int not null references games(id),
    created_at timestamptz not null default now(),
    primary key (member_id, node_id)
  )`,
  'create index favourite_games_member_created on favourite_games (member_id, created_at desc)',

  `create table recent_games (
    member_id int not null references members(id),
    node_id int not null references games(id),
    played_at timestamptz not null,
    primary key (member_id, node_id)
  )`,
  'create index recent_games_member_played on recent_games (member_id, played_at desc)',
];
