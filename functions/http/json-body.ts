import type middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { notJson } from '#shared/vocabulary/errors.ts';
import type { Event, Result } from './pipeline.ts';

/** The body parser accepts any `+json` media type; the specification wants `application/json` itself. */
const requireJsonContentType = (): middy.MiddlewareObj<Event, Result> => ({
  before: ({ event }) => {
    const mediaType = (event.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/json') throw notJson();
  },
});

/**
 * The reading of a JSON body, for the operations whose contract has one (`httpOperation(contract,
 * handle, { jsonBody })`): operations without a body never load the parser, nor node:http that
 * middy's util imports with it.
 */
export const jsonBody = (): middy.MiddlewareObj<Event, Result>[] => [requireJsonContentType(), httpJsonBodyParser()];
