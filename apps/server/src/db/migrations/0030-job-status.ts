/**
 * The last run of each background job (issue 13): what the back office's jobs page shows. One row
 * per job, upserted by whichever node ran the pass (jobs run on every node; each pass claims its own
 * work), so the page shows the latest pass anywhere.
 */
export const statements: string[] = [
  `create table job_status (
    name text primary key,
    last_started_at timestamptz not null,
    last_finished_at timestamptz not null,
    last_handled int not null default 0,
    last_ok boolean not null,
    last_error text,
    runs bigint not null default 0,
    failures bigint not null default 0
  )`,
];
