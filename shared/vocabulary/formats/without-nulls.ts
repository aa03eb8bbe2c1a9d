/**
 * The API's rule for a field with no value: it is left out of the response, never `null`, unless
 * the specification writes "or null" for it (docs/decisions.md, "Conformance"). Views that keep
 * `null` for "no value" in their records pass them through this on the way out.
 */
type WithoutNulls<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

export const withoutNulls = <T extends object>(value: T): WithoutNulls<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null)) as WithoutNulls<T>;
