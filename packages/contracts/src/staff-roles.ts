/**
 * Staff roles and who may do what (issue 13). Each staff endpoint names its roles (`roles`); the
 * server refuses every other role before the handler runs, and the back office shows a menu only
 * to the roles its calls allow, from the same table.
 *
 * - `admin`: everything, and the only role that manages staff and the brand's settings;
 * - `finance`: money: the cashier queues, adjustments, lottery results and odds, reports;
 * - `support`: members: finding them, their details, freezing, resets;
 * - `risk`: abuse and disputes: members, withdrawal proofs, moving a member to another upline;
 * - `content`: what members read: announcements, banners, popups, help and resources.
 */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'risk', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The groups the endpoints name. */
export const ROLES = {
  /** Calls about one's own staff account: sign out, password, second factor. */
  anyStaff: STAFF_ROLES,
  adminOnly: ['admin'],
  money: ['admin', 'finance'],
  /** Money decisions risk also reviews (a withdrawal's proof images). */
  moneyReview: ['admin', 'finance', 'risk'],
  content: ['admin', 'content'],
  /** Finding and reading members: everyone who answers for them. */
  members: ['admin', 'finance', 'support', 'risk'],
  /** The dashboard and reports: everyone who answers for the brand's numbers or its members. */
  reports: ['admin', 'finance', 'support', 'risk'],
  /** Reading the game catalog: admins and content staff who arrange the lobby. */
  catalog: ['admin', 'content'],
  /** Moving a member to another upline: it moves money flows (commissions) with them. */
  moveUpline: ['admin', 'risk'],
  /** Reading the audit log: admins, and risk looking into what happened. */
  auditors: ['admin', 'risk'],
  /** Acting on a member's account (freezing, resets). */
  memberCare: ['admin', 'support', 'risk'],
  /** Reading the brand's switches and rules: every role that answers members about them. */
  siteReaders: ['admin', 'support', 'risk', 'content'],
  /** Writing promotions: what they cost is finance's, how they read is content's. */
  promotions: ['admin', 'finance', 'content'],
  /** Talking to members: support to one member, content to many (platform messages). */
  messaging: ['admin', 'support', 'content'],
  /** Live chat with members and visitors: support answers, admins too (decision 0050). */
  chat: ['admin', 'support'],
  /** Reading promotions and bonuses: everyone who answers members about them. */
  promotionReaders: ['admin', 'finance', 'support', 'risk', 'content'],
} as const satisfies Record<string, readonly StaffRole[]>;
