import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';
import { isKind, type Kind, relationsOf } from '#shared/vocabulary/catalogue/kinds.ts';
import { refKey } from '#shared/vocabulary/catalogue-format/validate.ts';
import type { LabelType } from '#shared/vocabulary/labels/label.ts';

/**
 * Broken catalogue files for property tests of the check: a generated `catalogue/v2` file (records
 * of every kind, labels, users, plans, plan points, inbox items and attachments) and what the
 * organization holds, then a list of changes, each `[which, a, b]` (numbers that pick the change
 * and what it changes), that break the file or move part of it into the organization. The same
 * numbers give the same file.
 */

type Raw = Record<string, unknown>;

interface Existing {
  ids: Map<string, Kind>;
  refs: Map<string, string>;
  labels: Map<string, LabelType>;
  users: Set<string>;
  plans: Map<string, string>;
  anomalyUnits: Map<string, readonly string[]>;
  sectionItems: Set<string>;
}

interface Broken {
  file: Raw & { records: unknown[]; users: Raw[]; labels: Raw[]; plans: Raw[]; planPoints: Raw[]; attachments: Raw[] };
  existing: Existing;
  fresh: () => string;
}

const uuidOf = (n: number) => `b0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const inlineFile = { name: 'a.txt', mimeType: 'text/plain', content: { base64: 'aGVsbG8=' } };

const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(items.length, 1)];
const objectRecords = (broken: Broken): Raw[] =>
  broken.file.records.filter((raw): raw is Raw => typeof raw === 'object' && raw !== null && !Array.isArray(raw));
const recordOf = (broken: Broken, n: number) => pick(objectRecords(broken), n);

/** The records' relation fields, with the value each may be given. */
const relationOf = (record: Raw, n: number) => (isKind(record.kind) ? pick(relationsOf(record.kind), n) : undefined);
const setRelation = (record: Raw, n: number, target: string) => {
  const relation = relationOf(record, n);
  if (relation) record[relation.field] = relation.many ? [target] : target;
};

const CHANGES: ((broken: Broken, a: number, b: number) => void)[] = [
  // the shape of a record
  (x, a) => void Object.assign(recordOf(x, a) ?? {}, { title: 42 }),
  (x, a, b) => void delete recordOf(x, a)?.[pick(['id', 'ref', 'title', 'status', 'kind'], b)!],
  (x, a) => void Object.assign(recordOf(x, a) ?? {}, { status: 'nope' }),
  (x, a) => void Object.assign(recordOf(x, a) ?? {}, { colour: 'red' }),
  (x, a) => void Object.assign(recordOf(x, a) ?? {}, { kind: 'invoice' }),
  (x, a, b) => {
    if (x.file.records.length > 0) x.file.records[a % x.file.records.length] = pick(['unit', null, 42, []], b);
  },
  (x, a) => void Object.assign(recordOf(x, a) ?? {}, { title: 'a \ud800 b' }),
  (x, a) => void Object.assign(recordOf(x, a) ?? {}, { '\udc00name': 1 }),
  (x, a) => {
    const record = recordOf(x, a);
    if (record && typeof record.id === 'string') record.id = record.id.toUpperCase();
  },
  // across records
  (x, a, b) => void Object.assign(recordOf(x, a) ?? {}, { id: recordOf(x, b)?.id }),
  (x, a, b) => {
    const record = recordOf(x, a);
    const other = pick(
      objectRecords(x).filter((candidate) => candidate.kind === record?.kind),
      b,
    );
    if (record && other) record.ref = other.ref;
  },
  (x, a, b) => setRelation(recordOf(x, a) ?? {}, b, x.fresh()),
  (x, a, b) => setRelation(recordOf(x, a) ?? {}, b, String(recordOf(x, a + b)?.id)),
  (x, a) => void Object.assign(recordOf(x, a) ?? {}, { labelIds: [x.fresh()] }),
  (x, a, b) => void Object.assign(recordOf(x, a) ?? {}, { labelIds: [pick(x.file.labels, b)?.id] }),
  (x, a) => void Object.assign(recordOf(x, a) ?? {}, { createdByUserId: x.fresh() }),
  // the sections
  (x, a, b) => void Object.assign(pick(x.file.plans, a) ?? {}, { unitId: String(recordOf(x, b)?.id) }),
  (x, a, b) => void Object.assign(pick(x.file.planPoints, a) ?? {}, { planId: pick(x.file.plans, b)?.id }),
  (x, a, b) => void Object.assign(pick(x.file.planPoints, a) ?? {}, { anomalyId: String(recordOf(x, b)?.id) }),
  (x, a, b) => void Object.assign(pick(x.file.attachments, a) ?? {}, { recordId: b % 2 ? x.fresh() : undefined }),
  (x, a) => void Object.assign(pick(x.file.attachments, a) ?? {}, { uploadedByUserId: x.fresh() }),
  (x, a) => void x.file.labels.push({ ...pick(x.file.labels, a) }),
  (x, a) => void x.file.users.push({ ...pick(x.file.users, a), id: x.fresh() }),
  (x, a, b) => void Object.assign(pick(x.file.users, a) ?? {}, { id: String(recordOf(x, b)?.id) }),
  (x, a, b) => void Object.assign(pick(x.file.users, a) ?? {}, { labelIds: [pick(x.file.labels, b)?.id] }),
  // the envelope
  (x, a) => void Object.assign(x.file, pick([{ format: 'catalogue/v1' }, { format: 'catalogue/v3' }, { extra: 1 }], a)),
  (x, a) => void Object.assign(x.file.organization as Raw, pick([{ name: '' }, { timezone: '+01:00' }], a)),
  (x) => {
    const { format } = x.file;
    delete x.file.format;
    x.file.format = format; // stated after the records
  },
  // what the organization holds
  (x, a) => storeRecord(x, recordOf(x, a)),
  (x, a) => storeRecord(x, recordOf(x, a)),
  (x, a) => storeRecord(x, pointAnomalyOf(x, a)),
  (x, a, b) => {
    const record = recordOf(x, a);
    if (typeof record?.id === 'string')
      x.existing.ids.set(record.id.toLowerCase(), pick(['unit', 'anomaly', 'member'], b)!);
  },
  (x, a, b) => {
    const record = recordOf(x, a);
    const owner = b % 2 ? x.fresh() : String(recordOf(x, b)?.id);
    if (isKind(record?.kind) && typeof record.ref === 'string')
      x.existing.refs.set(refKey(record.kind, record.ref), owner);
  },
  (x, a) => storeSections(x, a),
];

/** A record of the file moved into the organization: relations to it then resolve there. */
const storeRecord = (x: Broken, record: Raw | undefined) => {
  if (!record || !isKind(record.kind) || typeof record.id !== 'string') return;
  x.file.records.splice(x.file.records.indexOf(record), 1);
  x.existing.ids.set(record.id.toLowerCase(), record.kind);
  if (typeof record.ref === 'string') x.existing.refs.set(refKey(record.kind, record.ref), record.id);
  if (record.kind === 'anomaly') x.existing.anomalyUnits.set(record.id, (record.unitIds as string[]) ?? []);
};

/** The record of the anomaly a plan point names. */
const pointAnomalyOf = (x: Broken, a: number): Raw | undefined => {
  const anomalyId = pick(x.file.planPoints, a)?.anomalyId;
  return objectRecords(x).find((record) => record.id === anomalyId);
};

/** A label, user, plan and plan point of the file moved into the organization. */
const storeSections = (x: Broken, a: number) => {
  const label = x.file.labels.splice(a % Math.max(x.file.labels.length, 1), 1)[0];
  if (label) x.existing.labels.set(String(label.id), label.type as LabelType);
  const user = x.file.users.splice(a % Math.max(x.file.users.length, 1), 1)[0];
  if (user) x.existing.users.add(String(user.id));
  const plan = x.file.plans.splice(a % Math.max(x.file.plans.length, 1), 1)[0];
  if (plan) x.existing.plans.set(String(plan.id), String(plan.unitId));
  const point = x.file.planPoints.splice(a % Math.max(x.file.planPoints.length, 1), 1)[0];
  if (point) x.existing.sectionItems.add(String(point.id));
};

/** Plans of the first units, points of the anomalies on them, an inbox item, and attachments on each kind of thing. */
const withSections = (file: ReturnType<typeof generateCatalogue>, fresh: () => string, users: Raw[]) => {
  const records = file.records as unknown as Raw[];
  const units = records.filter((record) => record.kind === 'unit').slice(0, 2);
  const plans = units.map((unit) => ({ id: fresh(), name: `Plan ${unit.ref}`, unitId: unit.id }));
  const planPoints = records
    .filter((record) => record.kind === 'anomaly')
    .flatMap((anomaly) => {
      const plan = plans.find((candidate) => (anomaly.unitIds as string[]).includes(String(candidate.unitId)));
      return plan ? [{ id: fresh(), anomalyId: anomaly.id, planId: plan.id, xPercent: 10, yPercent: 20 }] : [];
    })
    .slice(0, 4);
  const inboxItems = [{ id: fresh(), subject: 'Reçu', receivedAt: '2026-01-02T10:00:00Z', file: inlineFile }];
  const attached = [records[0]!.id, file.organization.id, plans[0]?.id, planPoints[0]?.id, inboxItems[0]!.id];
  const attachments = attached.flatMap((recordId) =>
    recordId
      ? [
          {
            id: fresh(),
            recordId,
            file: inlineFile,
            uploadedByUserId: users[0]!.id,
            createdAt: '2026-01-02T10:00:00Z',
            updatedAt: '2026-01-02T10:00:00Z',
          },
        ]
      : [],
  );
  return { ...file, plans, planPoints, inboxItems, attachments };
};

export const brokenCatalogue = (seed: number, changes: readonly (readonly [number, number, number])[]) => {
  let next = seed * 1000;
  const fresh = () => {
    next += 1;
    return uuidOf(next);
  };
  const users = (['admin', 'manager', 'viewer'] as const).map((role) => ({
    id: fresh(),
    firstName: role,
    lastName: 'Test',
    email: `${role}.${seed}@example.com`,
    role,
  }));
  const generated = generateCatalogue({
    organization: { id: fresh(), name: 'Foncière Cassée' },
    users,
    records: 20 + (seed % 60),
    seed,
  });
  const broken: Broken = {
    file: structuredClone(withSections(generated, fresh, users)) as unknown as Broken['file'],
    existing: {
      ids: new Map(),
      refs: new Map(),
      labels: new Map(),
      users: new Set(),
      plans: new Map(),
      anomalyUnits: new Map(),
      sectionItems: new Set(),
    },
    fresh,
  };
  for (const [which, a, b] of changes) CHANGES[which % CHANGES.length]!(broken, a, b);
  return { file: broken.file, existing: broken.existing };
};
