import type { z } from 'zod';

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
> {
  method: HttpMethod;
  path: string;
  auth: Auth;
  /** Module switch the brand can turn off (answers `function.not.available`). */
  moduleId: string;
  /** Body arrives sealed (see `sealPayload`); brands may allow plain JSON for API clients. */
  encrypted?: boolean;
  /** Body is application/x-www-form-urlencoded (the original's forgot-password call). */
  form?: boolean;
  summary: string;
  body?: Body;
  query?: Query;
  value: Value;
}

export function defineEndpoint<Body extends z.ZodType, Query extends z.ZodType, Value extends z.ZodType>(
  endpoint: Endpoint<Body, Query, Value>,
): Endpoint<Body, Query, Value> {
  return endpoint;
}

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType> ? z.input<Q> : never;
export type ValueOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer V> ? z.output<V> : never;
