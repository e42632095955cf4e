import { z } from 'zod';
import { text, ZLanguage } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';

/**
 * Announcements (spec §2.2, §3, §4, §7.3; domain.md §6): per-brand content the site shows.
 * `B` banners by page group, `PL` notices (the notice popup, 8 per page), `PU` popups (HTML slides),
 * `PR` promotions (cards of the promotions page), `H` headlines: one-line texts the site scrolls
 * in a marquee strip (the help centre has its own call, `/wps/system/helpCenter`).
 */
export const MEMBER_CONTENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type MemberContentType = (typeof MEMBER_CONTENT_TYPES)[number];

/**
 * What staff write: the member types and `AG`, agent notices (issue 14, decision 0037). An agent
 * notice is a notice (title, HTML, time window) for agents alone: no member or visitor call ever
 * answers one; only the agent centre's `/wps/agent/announcements` does.
 */
export const CONTENT_TYPES = [...MEMBER_CONTENT_TYPES, 'AG'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Popup audience: `A` logged in, `B` logged out, `F` logged in, shown on the first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

export const ANNOUNCEMENT_PLATFORMS = ['W'] as const;
export const ANNOUNCEMENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/**
 * What a click does: `NONE` nothing, `ROUTE` a site path in `url` (`/promotions`), `EXTERNAL` an
 * http(s) `url` in a new tab, `PROMOTION` the reward centre (spec §2.2 go-to-promotion).
 */
export const LINKAGE_TYPES = ['NONE', 'ROUTE', 'EXTERNAL', 'PROMOTION'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/** Size caps of staff-authored content (per language); HTML is cleaned when saved and when shown (rich-text.ts). */
export const ANNOUNCEMENT_LIMITS = { title: 200, content: 8_000, link: 1_000 } as const;

/** Items of one type the member call answers at most (newest beyond this drop off). */
export const ANNOUNCEMENT_LIST_MAX = 100;

const ZContentType = z.enum(CONTENT_TYPES);
const ZStatus = z.enum(ANNOUNCEMENT_STATUSES);
/** A site path or an http(s) address: never `javascript:` or `data:` (the site puts it in href/src). */
const ZLink = z
  .string()
  .trim()
  .max(ANNOUNCEMENT_LIMITS.link)
  .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/u, 'a site path or an http(s) address');
const ZTime = z.iso.datetime({ offset: true });

// ── Member call ────────────────────────────────────────────────────────────────────────────────

export const ZBanner = z.object({
  id: z.number().int(),
  /** Page key (spec §2.1): w_home, w_login, w_reg, w_forget, w_promotions, w_rng, w_live, … */
  groupName: z.string(),
  url: z.string().nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
  imageUrl: z.string().nullable(),
  title: z.string(),
});
export type Banner = z.infer<typeof ZBanner>;

export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML; the site sanitises before rendering. */
  content: z.string(),
  /** When it was published: its start, else its creation. */
  publishedAt: z.string(),
});
export type Notice = z.infer<typeof ZNotice>;

export const ZPopupItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML; the site sanitises before rendering. */
  content: z.string(),
  execution: z.enum(POPUP_EXECUTIONS),
  /** Set when the slide offers "go to promotion" (opens the reward centre). */
  promotionType: z.string().nullable(),
  /** Execution `F`: show only right after a first login (`firstTimeLogin` of the login answer). */
  firstLoginOnly: z.boolean(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
});
export type PopupItem = z.infer<typeof ZPopupItem>;

export const ZPromotionItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  promotionType: z.string().nullable(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type PromotionItem = z.infer<typeof ZPromotionItem>;

export const ZHeadline = z.object({
  id: z.number().int(),
  /** Plain text for the marquee. */
  content: z.string(),
  url: z.string().nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
});
export type Headline = z.infer<typeof ZHeadline>;

export const ZAnnouncements = z.object({
  banners: z.array(ZBanner),
  player: z.array(ZNotice),
  popup: z.array(ZPopupItem),
  promotion: z.array(ZPromotionItem),
  headline: z.array(ZHeadline),
});
export type Announcements = z.infer<typeof ZAnnouncements>;

const MEMBER_TYPE = MEMBER_CONTENT_TYPES.join('|');
const TYPE_LIST = new RegExp(`^(${MEMBER_TYPE})(,(${MEMBER_TYPE}))*$`, 'u');

export const getListAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: 'optional',
  moduleId: 'announcements',
  summary:
    'Active announcements in their time window, in the request language (then the brand default, then EN). ' +
    'Each list is ordered by sort, then newest first; popups follow the caller: logged out B, logged in A and F. ' +
    'Agent notices (AG) are never among them: agents read those with /wps/agent/announcements',
  query: z.object({
    /** Comma list of B, PL, PU, PR, H; all when left out. Types not asked for answer empty lists. */
    contentTypes: z.string().max(32).regex(TYPE_LIST, 'B,PL,PU,PR,H').optional(),
    platform: z.enum(ANNOUNCEMENT_PLATFORMS).optional(),
  }),
  value: ZAnnouncements,
});

// ── Agent call ─────────────────────────────────────────────────────────────────────────────────

/** Agent notices a page of the agent centre shows by default. */
export const AGENT_NOTICE_PAGE_SIZE = 10;

export const getAgentAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/announcements',
  auth: 'member',
  moduleId: 'agent',
  summary:
    "Agent notices (agentAnnouncement, issue 14): the brand's live AG announcements in the request language " +
    '(then the brand default, then EN), by sort then newest first, paged; agents only (agent.only otherwise)',
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(AGENT_NOTICE_PAGE_SIZE),
  }),
  value: z.object({
    list: z.array(ZNotice),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

// ── Staff calls ────────────────────────────────────────────────────────────────────────────────

/** Text per language (`{ EN: '…', BN: '…' }`); the member call picks one with fallback. */
const localized = (max: number, trim: boolean) =>
  z.partialRecord(ZLanguage, trim ? text(max) : z.string().max(max));

/**
 * An announcement as staff write it. Shapes and sizes are checked here; the rules of each type
 * (which fields it needs, which it may not carry, links, time window) by the server.
 */
export const ZAnnouncementInput = z.object({
  contentType: ZContentType,
  platform: z.enum(ANNOUNCEMENT_PLATFORMS).default('W'),
  /** Banners only: the page key. */
  groupName: z
    .string()
    .regex(/^w_[a-z0-9_]{2,30}$/u, 'page key such as w_home')
    .nullable()
    .default(null),
  title: localized(ANNOUNCEMENT_LIMITS.title, true).default({}),
  /** HTML for notices, popups and promotions; plain text for headlines. Stored as given. */
  content: localized(ANNOUNCEMENT_LIMITS.content, false).default({}),
  imageUrl: ZLink.nullable().default(null),
  url: ZLink.nullable().default(null),
  linkageType: z.enum(LINKAGE_TYPES).default('NONE'),
  /** Popups only: the audience. */
  execution: z.enum(POPUP_EXECUTIONS).nullable().default(null),
  /** Popups and promotions: the promotion type a "go to promotion" button opens. */
  promotionType: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,31}$/u, 'upper-case code')
    .nullable()
    .default(null),
  /** Smaller first; ties newest first. */
  sort: z.number().int().min(0).max(9_999).default(0),
  startsAt: ZTime.nullable().default(null),
  endsAt: ZTime.nullable().default(null),
  status: ZStatus.default('ACTIVE'),
});
export type AnnouncementInput = z.output<typeof ZAnnouncementInput>;

export const ZStaffAnnouncement = z.object({
  id: z.number().int(),
  contentType: ZContentType,
  platform: z.enum(ANNOUNCEMENT_PLATFORMS),
  groupName: z.string().nullable(),
  title: z.partialRecord(ZLanguage, z.string()),
  content: z.partialRecord(ZLanguage, z.string()),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  promotionType: z.string().nullable(),
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: ZStatus,
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffAnnouncement = z.infer<typeof ZStaffAnnouncement>;

const ZAnnouncementParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const listAnnouncementsStaff = defineEndpoint({
  method: 'GET',
  path: '/bo/api/announcements',
  auth: 'staff',
  roles: ROLES.content,
  moduleId: 'backoffice',
  summary: 'Announcements of the brand, newest first, by type and status (admin, support)',
  query: z.object({
    contentType: ZContentType.optional(),
    status: ZStatus.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(ZStaffAnnouncement),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const createAnnouncement = defineEndpoint({
  method: 'POST',
  path: '/bo/api/announcements',
  auth: 'staff',
  roles: ROLES.content,
  moduleId: 'backoffice',
  summary: 'Publish an announcement (admin, support); audited',
  body: ZAnnouncementInput,
  value: ZStaffAnnouncement,
});

export const updateAnnouncement = defineEndpoint({
  method: 'PUT',
  path: '/bo/api/announcements/:id',
  auth: 'staff',
  roles: ROLES.content,
  moduleId: 'backoffice',
  summary: 'Replace an announcement (status INACTIVE takes it off the site); audited',
  params: ZAnnouncementParams,
  body: ZAnnouncementInput,
  value: ZStaffAnnouncement,
});

export const deleteAnnouncement = defineEndpoint({
  method: 'DELETE',
  path: '/bo/api/announcements/:id',
  auth: 'staff',
  roles: ROLES.content,
  moduleId: 'backoffice',
  summary: 'Delete an announcement for good (the audit log keeps what it said)',
  params: ZAnnouncementParams,
  value: z.object({ id: z.number().int() }),
});

/** Error codes of the announcement calls (merged into the one table in `error-codes.ts`). */
export const ANNOUNCEMENT_ERRORS = {
  'announcement.not.found': {
    status: 404,
    EN: 'Announcement not found.',
    BN: 'ঘোষণাটি পাওয়া যায়নি।',
  },
  'announcement.field.required': {
    status: 400,
    EN: 'This type of announcement needs {field}.',
    BN: 'এই ধরনের ঘোষণার জন্য {field} প্রয়োজন।',
  },
  'announcement.field.not.allowed': {
    status: 400,
    EN: 'This type of announcement cannot have {field}.',
    BN: 'এই ধরনের ঘোষণায় {field} থাকতে পারে না।',
  },
  'announcement.link.invalid': {
    status: 400,
    EN: 'The link does not fit its linkage type {linkageType}.',
    BN: 'লিঙ্কটি এর সংযোগের ধরন {linkageType}-এর সাথে মেলে না।',
  },
  'announcement.window.invalid': {
    status: 400,
    EN: 'The end time must be after the start time.',
    BN: 'শেষের সময় শুরুর সময়ের পরে হতে হবে।',
  },
} as const satisfies Record<string, { status: number; EN: string; BN: string }>;
