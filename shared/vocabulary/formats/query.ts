import * as z from 'zod/mini';
import { integer } from './formats.ts';

/**
 * Query-string values arrive as strings. These helpers turn them into typed values inside zod,
 * so that a bad value is reported like any other validation issue.
 */

/** Inner schemas of JSON-encoded query parameters, kept so the OpenAPI document can show them. */
export const jsonQueryInner = new WeakMap<z.core.$ZodType, z.core.$ZodType>();

export const jsonQuery = <T extends z.ZodMiniType>(inner: T) => {
  const schema = z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: 'must be JSON-encoded', input: text });
          return z.NEVER;
        }
      }),
    ),
    inner,
  );
  jsonQueryInner.set(schema, inner);
  return schema;
};

/**
 * `extend`: a JSON array of option names; duplicates are harmless, unknown names are a 400. The
 * list is bounded (four mentions of each option) so that a long one costs no work.
 */
export const extendQuery = <const O extends readonly [string, ...string[]]>(options: O) =>
  z.pipe(
    jsonQuery(
      z
        .array(z.enum(options))
        .check(
          z.maxLength(options.length * 4),
          z.describe(
            `option names; repeats are harmless, up to ${options.length * 4} names (the service's bound: a long list costs no work)`,
          ),
        ),
    ),
    z.transform((names: O[number][]) => new Set(names)),
  );

/**
 * What a path or query value written as text stands for, kept so that the OpenAPI document
 * declares the integer or boolean a client means (with its bounds), not the text it travels as.
 */
export const textParameterValue = new WeakMap<z.core.$ZodType, z.core.$ZodType>();

export const queryInteger = (min: number, max: number) => {
  const value = integer(min, max);
  const schema = z.pipe(z.pipe(z.string().check(z.regex(/^-?\d+$/, 'must be an integer')), z.transform(Number)), value);
  textParameterValue.set(schema, value);
  return schema;
};

export const queryBoolean = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value: 'true' | 'false') => value === 'true'),
);
textParameterValue.set(queryBoolean, z.boolean());
