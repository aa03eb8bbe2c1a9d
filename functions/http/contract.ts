import type * as z from 'zod/mini';

/**
 * What an operation accepts and returns, as zod schemas. The pipeline validates with it, handlers
 * take their types from it and the OpenAPI document is generated from it.
 */
export interface Contract {
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  /** Headers are matched by name; other headers (user agent, tracing …) are ignored, not rejected. */
  headers?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** The media type of the success response: JSON unless a page says `text/html`. */
  produces?: 'text/html';
  successStatus?: 200 | 201 | 202;
  /** Error statuses this operation can answer besides the ones every operation can (400, 401, 403, 413, 429, 500, 503). */
  errors?: readonly (404 | 409 | 415 | 422)[];
}

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface ParsedRequest<C extends Contract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  headers: Out<C['headers']>;
  body: Out<C['body']>;
}
