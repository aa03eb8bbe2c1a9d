import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract as updateAttachment } from '#functions/attachments/update-attachment.ts';
import { contract as replaceDocument } from '#functions/documents/replace-document.ts';
import type { Contract } from '#functions/http/contract.ts';
import { validateRequest } from '#functions/http/validate-request.ts';
import { contract as movePlanPoint } from '#functions/plan-points/move-plan-point.ts';
import { contract as querySearch } from '#functions/search/query.ts';
import { documentMimeTypes } from '#shared/vocabulary/documents/document.ts';
import { HttpError, type ValidationIssue } from '#shared/vocabulary/errors.ts';
import { RESOLVABLE_KINDS } from '#shared/vocabulary/search/search-terms.ts';
import { eventFor } from '#test/support/events.ts';

// ---------------------------------------------------------------------------------------------
// Requests, validated as the pipeline does once the JSON body is read
// ---------------------------------------------------------------------------------------------

interface Request {
  body: unknown;
  pathParameters?: Record<string, string>;
  headers?: Record<string, string>;
}

type Outcome = { valid: true } | { valid: false; status: number; code: string; details: ValidationIssue[] };

/** The body goes through JSON text, as the body parser reads it: a `__proto__` key stays an own key. */
const outcomeOf = (contract: Contract, { body, pathParameters, headers }: Request): Outcome => {
  const text = JSON.stringify(body);
  const { event } = eventFor('POST', '/operation', '/operation', { body: text, pathParameters, headers });
  try {
    validateRequest(contract, event, JSON.parse(text));
    return { valid: true };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { valid: false, status: error.status, code: error.code, details: error.details as ValidationIssue[] };
  }
};

const isValid = (contract: Contract, request: Request) => outcomeOf(contract, request).valid;

// ---------------------------------------------------------------------------------------------
// Valid requests of four operations
// ---------------------------------------------------------------------------------------------

const uuids = fc.mixedCase(fc.uuid());

/** The specification's bound on a document's size in bytes, written out: the test checks the code against it. */
const DOCUMENT_SIZE_MAX = 1_073_741_824;
const texts = (minLength: number, maxLength: number) => fc.string({ minLength, maxLength });

const searchBodies = fc.record(
  {
    query: texts(2, 500),
    scope: fc.record(
      { unitIds: fc.array(uuids, { maxLength: 50 }), technicalInstallationIds: fc.array(uuids, { maxLength: 50 }) },
      { requiredKeys: [] },
    ),
    resolutions: fc.array(fc.record({ kind: fc.constantFrom(...RESOLVABLE_KINDS), id: uuids }), { maxLength: 5 }),
    previous: fc.record({ question: texts(2, 500), plan: fc.jsonValue() }),
  },
  { requiredKeys: ['query'] },
);

/** A character a file name may hold (no control character, no `/` or `\`), and one that is not a space. */
const fileNameCharacters = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[/\\]/.test(c));
const visibleCharacters = fileNameCharacters.filter((c) => c.trim() !== '');

const fileNames = (maxLength: number) =>
  fc
    .tuple(visibleCharacters, fc.string({ unit: fileNameCharacters, maxLength: maxLength - 2 }), visibleCharacters)
    .map(([first, middle, last]) => `${first}${middle}${last}`);

const percents = fc.double({ min: 0, max: 100, noNaN: true });

interface Operation {
  name: string;
  contract: Contract;
  requests: fc.Arbitrary<Request>;
}

const OPERATIONS: readonly Operation[] = [
  { name: 'querySearchRSV1', contract: querySearch, requests: searchBodies.map((body) => ({ body })) },
  {
    name: 'updateAttachmentV3',
    contract: updateAttachment,
    requests: fc.record({
      body: fc.record({ name: fileNames(255) }),
      pathParameters: fc.integer({ min: 1 }).map((id) => ({ attachmentId: String(id) })),
      headers: fc.constant({ 'x-session-token': 'session' }),
    }),
  },
  {
    name: 'replaceDocumentRSV1',
    contract: replaceDocument,
    requests: fc.record({
      body: fc.record({
        name: fileNames(255),
        mimeType: fc.constantFrom(...documentMimeTypes),
        size: fc.integer({ min: 1, max: DOCUMENT_SIZE_MAX }),
      }),
      pathParameters: uuids.map((id) => ({ id })),
    }),
  },
  {
    name: 'movePlanPointADV1',
    contract: movePlanPoint,
    requests: fc.record({
      body: fc.record({ planId: uuids, xPercent: percents, yPercent: percents }),
      pathParameters: uuids.map((id) => ({ id })),
    }),
  },
];

// ---------------------------------------------------------------------------------------------
// The same requests with one unknown property
// ---------------------------------------------------------------------------------------------

/** Every property name of the four bodies, so that an "unknown" one never is one of them. */
const KNOWN_KEYS = new Set([
  ...['query', 'scope', 'unitIds', 'technicalInstallationIds', 'resolutions', 'kind', 'id', 'previous', 'question'],
  ...['plan', 'name', 'mimeType', 'size', 'planId', 'xPercent', 'yPercent'],
]);

const unknownKeys = fc
  .oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'))
  .filter((key) => !KNOWN_KEYS.has(key));

type Path = (string | number)[];

/** The paths of the body's objects, the body itself included; `plan` is any JSON, so not looked into. */
const objectPathsOf = (value: unknown, path: Path = []): Path[] => {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  const inner = entries.flatMap(([key, child]) => (key === 'plan' ? [] : objectPathsOf(child, [...path, key])));
  return Array.isArray(value) ? inner : [path, ...inner];
};

const withExtraKey = (value: unknown, path: Path, key: string, extra: unknown): unknown => {
  if (path.length === 0) return { ...(value as object), [key]: extra };
  const [step, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[step!] = withExtraKey(copy[step!], rest, key, extra);
  return copy;
};

/** A path as validation issues write it: `resolutions[0].id`. */
const pathText = (path: Path) =>
  path
    .map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`))
    .join('')
    .replace(/^\./, '');

const withOneUnknownProperty = ({ requests }: Operation) =>
  requests.chain((request) =>
    fc
      .tuple(fc.constantFrom(...objectPathsOf(request.body)), unknownKeys, fc.jsonValue())
      .map(([path, key, extra]) => ({
        request: { ...request, body: withExtraKey(request.body, path, key, extra) },
        path: pathText(path),
      })),
  );

// ---------------------------------------------------------------------------------------------
// Bounds: each limit holds at its value and fails one past it
// ---------------------------------------------------------------------------------------------

const exactly = <T>(arbitrary: fc.Arbitrary<T>, length: number) =>
  fc.array(arbitrary, { minLength: length, maxLength: length });

/** A file name of exactly `length` characters once trimmed. */
const fileNameOfLength = (length: number): fc.Arbitrary<string> => {
  if (length < 2) return exactly(visibleCharacters, length).map((characters) => characters.join(''));
  return fc
    .tuple(visibleCharacters, fc.string({ unit: fileNameCharacters, minLength: length - 2, maxLength: length - 2 }))
    .chain(([first, middle]) => visibleCharacters.map((last) => `${first}${middle}${last}`));
};

const search = (body: object) => ({ body: { query: 'boilers', ...body } });
const attachment = (name: string) => ({
  body: { name },
  pathParameters: { attachmentId: '1' },
  headers: { 'x-session-token': 'session' },
});
const documentReplacement = (body: object) => ({
  body: { name: 'report.pdf', mimeType: 'application/pdf', size: 1, ...body },
  pathParameters: { id: '75a5810d-4cfe-519b-ab37-f1f195e0ec64' },
});

interface Bound {
  what: string;
  contract: Contract;
  min: number;
  max: number;
  /** A request whose bounded list or text has `value` items or characters, or whose bounded number is `value`. */
  request: (value: number) => fc.Arbitrary<Request>;
}

const BOUNDS: readonly Bound[] = [
  {
    what: 'query',
    contract: querySearch,
    min: 2,
    max: 500,
    request: (n) => texts(n, n).map((query) => ({ body: { query } })),
  },
  {
    what: 'previous.question',
    contract: querySearch,
    min: 2,
    max: 500,
    request: (n) => texts(n, n).map((question) => search({ previous: { question, plan: {} } })),
  },
  {
    what: 'scope.unitIds',
    contract: querySearch,
    min: 0,
    max: 50,
    request: (n) => exactly(uuids, n).map((unitIds) => search({ scope: { unitIds } })),
  },
  {
    what: 'scope.technicalInstallationIds',
    contract: querySearch,
    min: 0,
    max: 50,
    request: (n) =>
      exactly(uuids, n).map((technicalInstallationIds) => search({ scope: { technicalInstallationIds } })),
  },
  {
    what: 'resolutions',
    contract: querySearch,
    min: 0,
    max: 5,
    request: (n) =>
      exactly(fc.record({ kind: fc.constantFrom(...RESOLVABLE_KINDS), id: uuids }), n).map((resolutions) =>
        search({ resolutions }),
      ),
  },
  {
    what: 'attachment name',
    contract: updateAttachment,
    min: 1,
    max: 255,
    request: (n) => fileNameOfLength(n).map(attachment),
  },
  {
    what: 'document name',
    contract: replaceDocument,
    min: 1,
    max: 255,
    request: (n) => fileNameOfLength(n).map((name) => documentReplacement({ name })),
  },
  {
    what: 'document size',
    contract: replaceDocument,
    min: 1,
    max: DOCUMENT_SIZE_MAX,
    request: (size) => fc.constant(documentReplacement({ size })),
  },
];

describe('request bounds (property)', () => {
  it.each(BOUNDS)('$what: from $min to $max', ({ contract, min, max, request }) => {
    const underMin = min > 0 ? request(min - 1) : fc.constant(undefined);
    fc.assert(
      fc.property(request(min), request(max), request(max + 1), underMin, (atMin, atMax, overMax, belowMin) => {
        expect(isValid(contract, atMin)).toBe(true);
        expect(isValid(contract, atMax)).toBe(true);
        expect(outcomeOf(contract, overMax)).toMatchObject({ status: 400, code: 'validation_error' });
        if (belowMin) expect(outcomeOf(contract, belowMin)).toMatchObject({ status: 400, code: 'validation_error' });
      }),
    );
  });

  it('file names: spaces around a name do not count towards its 255 characters', () => {
    const spaces = fc.string({ unit: fc.constant(' '), maxLength: 10 });
    fc.assert(
      fc.property(fileNameOfLength(255), spaces, spaces, (name, before, after) => {
        expect(isValid(updateAttachment, attachment(`${before}${name}${after}`))).toBe(true);
      }),
    );
  });

  it('plan percents: 0..100 accepted, anything outside refused', () => {
    const planPoint = (xPercent: number, yPercent: number) => ({
      body: { planId: '75a5810d-4cfe-519b-ab37-f1f195e0ec64', xPercent, yPercent },
      pathParameters: { id: '75a5810d-4cfe-519b-ab37-f1f195e0ec64' },
    });
    const outside = fc.oneof(
      fc.double({ min: 100, minExcluded: true, noNaN: true, noDefaultInfinity: true }),
      fc.double({ max: -Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(percents, outside, fc.boolean(), (inside, wrong, wrongIsX) => {
        expect(isValid(movePlanPoint, planPoint(inside, inside))).toBe(true);
        const request = wrongIsX ? planPoint(wrong, inside) : planPoint(inside, wrong);
        expect(outcomeOf(movePlanPoint, request)).toMatchObject({ status: 400, code: 'validation_error' });
      }),
    );
  });
});

describe('request validation (property)', () => {
  describe.each(OPERATIONS)('$name', (operation) => {
    it('accepts every valid request', () => {
      fc.assert(
        fc.property(operation.requests, (request) => {
          expect(outcomeOf(operation.contract, request)).toEqual({ valid: true });
        }),
      );
    });

    it('answers a 400 validation_error naming the object that holds an unknown property', () => {
      fc.assert(
        fc.property(withOneUnknownProperty(operation), ({ request, path }) => {
          const outcome = outcomeOf(operation.contract, request);
          expect(outcome).toMatchObject({ valid: false, status: 400, code: 'validation_error' });
          expect(outcome.valid || outcome.details).toContainEqual(
            expect.objectContaining({ location: 'body', path, code: 'unrecognized_keys' }),
          );
        }),
      );
    });
  });
});
