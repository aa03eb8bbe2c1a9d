import * as z from 'zod';

/**
 * Query-string values arrive as strings. These helpers turn them into typed values inside zod,
 * so that a bad value is reported like any other validation issue.
 */

/** Inner schemas of JSON-encoded query parameters, kept so the OpenAPI document can show them. */
export const jsonQueryInner = new WeakMap<z.ZodType, z.ZodType>();

export const jsonQuery = <T extends z.ZodType>(inner: T) => {
  const schema = z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON-encoded' });
        return z.NEVER;
      }
    })
    .pipe(inner);
  jsonQueryInner.set(schema, inner);
  return schema;
};

/** `extend`: a JSON array of option names; duplicates are harmless, unknown names are a 400. */
export const extendQuery = <const O extends readonly [string, ...string[]]>(options: O) =>
  jsonQuery(z.array(z.enum(options)).max(options.length * 4)).transform((names) => new Set(names));

export type ExtendSet<O extends string> = ReadonlySet<O>;

export const queryInteger = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
