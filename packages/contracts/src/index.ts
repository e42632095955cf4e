export * from './common.js';
export * from './endpoint.js';
export * from './endpoints/member.js';
export * from './endpoints/register-settings.js';
export * from './endpoints/session.js';
export * from './endpoints/site.js';
export * from './endpoints/staff.js';
export * from './envelope.js';
export * from './error-codes.js';
export * from './languages.js';
export * from './money.js';
export * from './patterns.js';
export * from './seal.js';

import type { Endpoint } from './endpoint.js';
import * as member from './endpoints/member.js';
import * as session from './endpoints/session.js';
import * as site from './endpoints/site.js';
import * as staff from './endpoints/staff.js';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'value' in value;

/** Every endpoint, for the server's route table and the OpenAPI document. */
export const ENDPOINTS: readonly Endpoint[] = [site, session, member, staff].flatMap((group) =>
  Object.values(group).filter(isEndpoint),
);
