import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ROLES } from '../staff-roles.js';

/** The background jobs (issue 13): each job's schedule and its last pass on any node. */
export const ZJob = z.object({
  name: z.string(),
  everySeconds: z.number(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastHandled: z.number().int().nullable(),
  lastOk: z.boolean().nullable(),
  lastError: z.string().nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
});

const ZJobName = z.object({ name: z.string().regex(/^[a-z0-9-]{1,64}$/u, 'job name') });

export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/bo/api/jobs',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary: 'Every background job with its interval and its last pass (when, how many items, ok or the error)',
  value: z.object({ list: z.array(ZJob) }),
});

export const runJob = defineEndpoint({
  method: 'POST',
  path: '/bo/api/jobs/:name/run',
  auth: 'staff',
  roles: ROLES.adminOnly,
  moduleId: 'backoffice',
  summary:
    'Run one pass of a job now, on this node, and answer how it went; safe beside the scheduled passes (each claims its own work); audited',
  params: ZJobName,
  value: ZJob,
});
