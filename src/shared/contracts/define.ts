import type { z } from 'zod';
import type { Role } from '../constants';

// An endpoint described once (docs/decisions/004-one-contract-per-endpoint.md): its method and path,
// who may call it, the schemas of what it takes and answers. The server registers, guards,
// validates, serialises and documents the route from it (src/server/lib/endpoint.ts); the OpenAPI
// document made from those routes types the client (src/client/lib/api-client.ts).

/** Who may call: anyone, anyone signed in, or the signed-in holders of these roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** Statuses an endpoint may answer with `{ message, errors? }`, beyond those its access and input imply. */
export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

export interface Contract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path, with `:name` path parameters: `/api/properties/:id`. */
  path: `/${string}`;
  access: Access;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The request body's media types when it is not JSON (an upload). */
  consumes?: readonly string[];
  /** The answers that are not `{ message }` errors, by status. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302 | 503, z.ZodType>>;
  /**
   * Error answers the rules can give. 400 (bad input), 401 (signed out) and 403 (wrong role) are
   * added from `access` and the input schemas.
   */
  errors?: readonly ErrorStatus[];
  /** Left out of the OpenAPI document (a provider's redirect target). */
  hidden?: boolean;
}

/** Checks a contract's shape and keeps its literal types (the path, the schemas). */
export const contract = <const C extends Contract>(c: C): C => c;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server's handler receives, after validation. */
export interface ContractInput<C extends Contract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  headers: Out<C['headers']>;
  body: Out<C['body']>;
}

/** What the server's handler answers: the output type of one of the success schemas. */
export type ContractOutput<C extends Contract> = {
  [K in keyof C['responses']]: C['responses'][K] extends z.ZodType ? z.output<C['responses'][K]> : never;
}[keyof C['responses']];
