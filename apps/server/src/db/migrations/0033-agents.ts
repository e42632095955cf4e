/**
 * The agent centre (issue 14). An agent hands out invitation codes besides the one on their member
 * row (`members.affiliate_code`): each says whether those who register with it join as members or
 * as agents. A member keeps the code they registered with, which counts each code's registrations.
 * Members hold only the code they used: the agent of a code is its row's.
 */
export const statements: string[] = [
  `create table agent_invitations (
    merchant_id int not null references merchants(id),
    code text not null,
    agent_id int not null references members(id),
    kind text not null check (kind in ('MEMBER', 'AGENT')),
    created_at timestamptz not null default now(),
    primary key (merchant_id, code)
  )`,
  'create index agent_invitations_agent on agent_invitations (agent_id, created_at desc)',
  'alter table members add column invitation_code text',
  `create index members_invitation_code on members (merchant_id, invitation_code)
    where invitation_code is not null`,
  // A member's direct downlines (the downline list, team sizes by level).
  'create index members_parent on members (parent_id) where parent_id is not null',
];
