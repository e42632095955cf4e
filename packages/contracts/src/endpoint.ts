import type { z } from 'zod';
import type { StaffRole } from './staff-roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: nobody in particular, a logged-in member (trial included), or a staff member. */
export type Auth = 'none' | 'member' | 'optional' | 'staff';

/**
 * One endpoint, declared once: the server binds a handler to it and validates with its schemas,
 * the site derives its typed calls from it, and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Value extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify syntax: `/bo/api/deposits/:id/approve`; every `:name` is declared in `params`. */
  path: string;
  auth: Auth;
  /** Module switch the brand can turn off (answers `function.not.available`). */
  moduleId: string;
  /** Body arrives sealed (see `sealPayload`); brands may allow plain JSON for API clients. */
  encrypted?: boolean;
  /** Body is application/x-www-form-urlencoded (the original's forgot-password call). */
  form?: boolean;
  /** Bytes the body may take when a call needs more than the default 1 MiB (image uploads). */
  bodyLimit?: number;
  /**
   * For `auth: 'staff'`, required: the roles that may call (`ROLES` in staff-roles.ts); the
   * server refuses any other with `staff.forbidden` before the handler runs.
   */
  roles?: readonly StaffRole[];
  summary: string;
  body?: Body;
  query?: Query;
  params?: Params;
  value: Value;
}

export function defineEndpoint<
  Body extends z.ZodType,
  Query extends z.ZodType,
  Value extends z.ZodType,
  Params extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Body, Query, Value, Params>): Endpoint<Body, Query, Value, Params> {
  return endpoint;
}

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType> ? z.input<Q> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer P> ? z.input<P> : never;
export type ValueOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer V> ? z.output<V> : never;

/** The path with its `:name` segments filled (URL-encoded) from `params`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/gu, (whole, name: string) =>
    params && params[name] !== undefined ? encodeURIComponent(String(params[name])) : whole,
  );
}

/**
 * `path?query` from a plain object, empty values (undefined, null, '') left out, in the object's
 * order: the address the site and the console call, and the one the server answers a visitor's
 * first calls under (decision 0057).
 */
export function withQuery(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
