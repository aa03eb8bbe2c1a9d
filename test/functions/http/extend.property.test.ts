import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract as listAttachments } from '#functions/attachments/list-attachments.ts';
import { contract as getBuildingWork } from '#functions/building-works/get-building-work.ts';
import type { Contract } from '#functions/http/contract.ts';
import { validateRequest } from '#functions/http/validate-request.ts';
import { contract as getLabel } from '#functions/labels/get-label.ts';
import { contract as listOrganizations } from '#functions/organizations/list-organizations.ts';
import { HttpError, type ValidationIssue } from '#shared/vocabulary/errors.ts';
import { eventFor } from '#test/support/events.ts';

/**
 * The reads that take `extend`, each with its options as the specification lists them and the rest
 * of a valid request. docs/decisions.md: an unknown option is a 400 naming `extend[i]`, invalid JSON
 * or a non-array a 400 naming `extend`, and repeating an option is harmless.
 */
interface Read {
  name: string;
  contract: Contract;
  options: readonly string[];
  pathParameters?: Record<string, string>;
  headers?: Record<string, string>;
}

const READS: readonly Read[] = [
  {
    name: 'getLabelRSV1',
    contract: getLabel,
    options: ['actions-info', 'updatable-fields'],
    pathParameters: { id: '75a5810d-4cfe-519b-ab37-f1f195e0ec64' },
  },
  {
    name: 'getBuildingWorkRSV1',
    contract: getBuildingWork,
    options: ['units', 'commission', 'counts', 'created-by', 'documents', 'actions-info', 'updatable-fields'],
    pathParameters: { id: '75a5810d-4cfe-519b-ab37-f1f195e0ec64' },
  },
  {
    name: 'listAttachmentsByOriginV3',
    contract: listAttachments,
    options: ['uploaded-by', 'actions-info'],
    pathParameters: { originType: '1', originId: '1' },
    headers: { 'x-session-token': 'session' },
  },
  {
    name: 'listOrganizationsBOV1',
    contract: listOrganizations,
    options: ['member-count', 'actions-info', 'updatable-fields', 'created-by', 'ai-config'],
  },
];

type Outcome =
  | { extend: ReadonlySet<string> | undefined }
  | { status: number; code: string; details: ValidationIssue[] };

/** Validates the read with `extend` in its query string, as the URL carries it. */
const readWithExtend = ({ contract, pathParameters, headers }: Read, extend: string): Outcome => {
  const path = `/read?extend=${encodeURIComponent(extend)}`;
  const { event } = eventFor('GET', path, '/read', { pathParameters, headers });
  try {
    const { query } = validateRequest(contract, event, undefined) as { query: { extend?: ReadonlySet<string> } };
    return { extend: query.extend };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, code: error.code, details: error.details as ValidationIssue[] };
  }
};

/** What a client sends for a set of options. */
const format = (options: ReadonlySet<string>) => JSON.stringify([...options]);

/** A name that is none of the options, near misses included (other case, underscore, space around). */
const unknownNamesOf = (options: readonly string[]) =>
  fc
    .oneof(
      fc.string(),
      fc.constantFrom(...options).map((option) => option.toUpperCase()),
      fc.constantFrom(...options).map((option) => option.replaceAll('-', '_')),
      fc.constantFrom(...options).map((option) => ` ${option}`),
    )
    .filter((name) => !options.includes(name));

/** Values that are not a JSON-encoded array: text that is not JSON, and JSON that is not an array. */
const notJsonArrays = fc.oneof(
  fc.string().filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc
    .jsonValue()
    .filter((value) => !Array.isArray(value))
    .map((value) => JSON.stringify(value)),
);

describe.each(READS)('extend of $name (property)', (read) => {
  const { options } = read;
  const lists = fc.array(fc.constantFrom(...options), { maxLength: options.length * 4 });

  it('accepts any list of its options, in any order and with repeats, as the set of them', () => {
    fc.assert(
      fc.property(lists, (names) => {
        expect(readWithExtend(read, JSON.stringify(names))).toEqual({ extend: new Set(names) });
      }),
    );
  });

  it('reads back every set of options a client formats', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...options]), (names) => {
        const chosen = new Set(names);
        expect(readWithExtend(read, format(chosen))).toEqual({ extend: chosen });
      }),
    );
  });

  it('refuses a list holding unknown names with a 400 naming each one at its index', () => {
    // Within the length bound: a list that is too long as well is refused for its length alone.
    const known = fc.array(fc.constantFrom(...options), { maxLength: options.length * 3 });
    const withUnknown = fc
      .tuple(known, fc.array(unknownNamesOf(options), { minLength: 1, maxLength: options.length }))
      .chain(([known, unknown]) =>
        fc.shuffledSubarray([...known, ...unknown], { minLength: known.length + unknown.length }),
      );
    fc.assert(
      fc.property(withUnknown, (names) => {
        const outcome = readWithExtend(read, JSON.stringify(names));
        expect(outcome).toMatchObject({ status: 400, code: 'validation_error' });
        const named = 'details' in outcome ? outcome.details.map((issue) => `${issue.location} ${issue.path}`) : [];
        const unknownAt = names.flatMap((name, index) => (options.includes(name) ? [] : [`query extend[${index}]`]));
        expect(named.filter((text) => text.startsWith('query extend['))).toEqual(unknownAt);
      }),
    );
  });

  it('refuses text that is not a JSON-encoded array with a 400 naming extend', () => {
    fc.assert(
      fc.property(notJsonArrays, (text) => {
        const outcome = readWithExtend(read, text);
        expect(outcome).toMatchObject({ status: 400, code: 'validation_error' });
        expect('details' in outcome && outcome.details).toContainEqual(
          expect.objectContaining({ location: 'query', path: 'extend' }),
        );
      }),
    );
  });

  // The list is bounded so that a long one costs no work: four mentions of each option are plenty.
  it('accepts up to four mentions of each option, and refuses one more', () => {
    const atLimit = fc.array(fc.constantFrom(...options), {
      minLength: options.length * 4,
      maxLength: options.length * 4,
    });
    fc.assert(
      fc.property(atLimit, fc.constantFrom(...options), (names, extra) => {
        expect(readWithExtend(read, JSON.stringify(names))).toEqual({ extend: new Set(names) });
        expect(readWithExtend(read, JSON.stringify([...names, extra]))).toMatchObject({ status: 400 });
      }),
    );
  });
});
