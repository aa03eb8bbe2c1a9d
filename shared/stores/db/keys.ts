/**
 * Key builders: the only place that spells key strings. The organization leads the partition key
 * of every tenant item, so a request can only ever address its own organization's data.
 */
export const organizationPartition = (organizationId: string) => `ORG#${organizationId}`;

export const keys = {
  organization: (organizationId: string) => ({ PK: organizationPartition(organizationId), SK: 'ORGANIZATION' }),
  label: (organizationId: string, labelId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `LABEL#${labelId}`,
  }),
  user: (organizationId: string, userId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `USER#${userId}`,
  }),
  /**
   * The one owner of a uuid, whatever it names (organization, record, user, label, plan …): ids are
   * global facts, so a lookup by id alone (a user for token issuing) never depends on order.
   */
  idClaim: (id: string) => ({ PK: `ID#${id}`, SK: 'ID' }),
  /** Held by the one import at a time that checks and claims the ids its file names. */
  backOfficeUser: (userId: string) => ({ PK: `BOUSER#${userId}`, SK: 'BOUSER' }),
  /** An import job (docs/import-jobs.md): its own partition, read and written by id alone. */
  importJob: (jobId: string) => ({ PK: `IMPORTJOB#${jobId}`, SK: 'IMPORTJOB' }),
  session: (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' }),
  /** The one open session of a user on a device: which session it is (`tokenHash`). */
  sessionOfDevice: (userId: string, deviceId: string) => ({ PK: `SESSIONS#${userId}`, SK: `DEVICE#${deviceId}` }),

  // --- Sections of a catalogue that are not records (catalogue-format.md, "Version 2") ---
  plan: (organizationId: string, planId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `PLAN#${planId}`,
  }),
  planPoint: (organizationId: string, pointId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `PLANPOINT#${pointId}`,
  }),
  inboxItem: (organizationId: string, inboxItemId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `INBOX#${inboxItemId}`,
  }),
  /** Begins the sort key of every item of one section of an organization (labels, users, plans …). */
  sectionPrefix: { label: 'LABEL#', user: 'USER#', plan: 'PLAN#', planPoint: 'PLANPOINT#', inboxItem: 'INBOX#' },
  /** The preventive library is the platform's, not a tenant's: one partition, read and written by the back office. */
  preventiveRule: (ruleId: string) => ({ PK: 'LIBRARY', SK: `PREVENTIVE_RULE#${ruleId}` }),
  libraryTechnicalInstallation: (installationId: string) => ({ PK: 'LIBRARY', SK: `LIBRARY_TI#${installationId}` }),
} as const;

// ---------------------------------------------------------------------------------------------
// Files: attachments, the origins they hang on, documents and their versions (docs/files.md)
// ---------------------------------------------------------------------------------------------

/** Integer ids sort as text once padded; 16 digits hold every safe integer. */
const padded = (id: number) => String(id).padStart(16, '0');

/** The partition of one origin's attachments in GSI2 (direct) and GSI3 (listing root). */
const originListing = (organizationId: string, originType: number, originId: number) =>
  `${organizationPartition(organizationId)}#ORIGIN#${originType}#${originId}`;

/** The integer ids the attachments API names things by; each kind has its own sequence per organization. */
export type SequenceKind = 'attachment' | 'origin' | 'userNumber';

const sequenceNames: Record<SequenceKind, string> = {
  attachment: 'ATTACHMENT',
  origin: 'ORIGIN',
  userNumber: 'USER_NUMBER',
};

export const fileKeys = {
  /**
   * An organization's sequence of one kind of integer id, in a partition of its own: only that
   * organization's writers raise it, and its writes do not add to those of the organization's items.
   */
  sequence: (organizationId: string, kind: SequenceKind) => ({
    PK: `${organizationPartition(organizationId)}#SEQUENCE`,
    SK: sequenceNames[kind],
  }),
  /** The service-wide counter of a kind: only read, as the floor an organization's sequence starts above. */
  serviceCounter: (kind: SequenceKind) => ({ PK: `COUNTER#${sequenceNames[kind]}`, SK: 'COUNTER' }),
  /** The organization in the key: another organization's attachment id is a key that does not exist. */
  attachment: (organizationId: string, attachmentId: number) => ({
    PK: organizationPartition(organizationId),
    SK: `ATTACHMENT#${padded(attachmentId)}`,
  }),
  attachmentByAttachable: (
    organizationId: string,
    originType: number,
    originId: number,
    createdAt: string,
    attachmentId: number,
  ) => ({
    GSI2PK: originListing(organizationId, originType, originId),
    GSI2SK: `${createdAt}#${padded(attachmentId)}`,
  }),
  attachmentByListingRoot: (
    organizationId: string,
    originType: number,
    originId: number,
    createdAt: string,
    attachmentId: number,
  ) => ({
    GSI3PK: originListing(organizationId, originType, originId),
    GSI3SK: `${createdAt}#${padded(attachmentId)}`,
  }),
  originListing,
  origin: (organizationId: string, originType: number, originId: number) => ({
    PK: organizationPartition(organizationId),
    SK: `ORIGIN#${originType}#${padded(originId)}`,
  }),
  userNumber: (organizationId: string, userId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `USERNUMBER#${userId}`,
  }),
  /** The origin a record (by its uuid) was given: found from a card's id. */
  originOfRecord: (organizationId: string, recordId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `ORIGINOF#${recordId}`,
  }),
  /** The integer id a catalogue attachment (by its uuid) was given, kept across imports. */
  attachmentOfUuid: (organizationId: string, attachmentUuid: string) => ({
    PK: organizationPartition(organizationId),
    SK: `ATTACHMENTOF#${attachmentUuid}`,
  }),
  documentVersion: (organizationId: string, documentId: string, version: number) => ({
    PK: organizationPartition(organizationId),
    SK: `DOCUMENT#${documentId}#VERSION#${padded(version)}`,
  }),
  /** Begins the sort key of each kept version of a document, so one Query reads them all, oldest first. */
  documentVersionPrefix: (documentId: string) => `DOCUMENT#${documentId}#VERSION#`,
} as const;

// ---------------------------------------------------------------------------------------------
// Back office: the organization list projection, member counts, invitation links (docs/back-office.md)
// ---------------------------------------------------------------------------------------------

export const backOfficeKeys = {
  /** One of a few fixed partitions holding every organization's listing entry; the list queries them all. */
  organizationListingShard: (shard: number) => `ORGLIST#${shard}`,
  organizationListing: (shard: number, organizationId: string) => ({
    PK: `ORGLIST#${shard}`,
    SK: `ORG#${organizationId}`,
  }),
  /** Begins the sort key of every user of an organization (see `keys.user`). */
  organizationUserPrefix: 'USER#',
  /** GSI1 lists the back-office users, oldest first: a handful of people, one small partition. */
  backOfficeUserListing: (createdAt: string, userId: string) => ({
    GSI1PK: 'BOUSERS',
    GSI1SK: `${createdAt}#${userId}`,
  }),
  backOfficeUsersPartition: 'BOUSERS',
  /**
   * The one back-office user an e-mail belongs to, keyed by the e-mail trimmed and lower-cased (as
   * Cognito compares them): taken in the transaction that stores the user, so one e-mail makes one account.
   */
  backOfficeEmailClaim: (email: string) => ({ PK: `BOEMAIL#${email.trim().toLowerCase()}`, SK: 'BOEMAIL' }),
  /** Held once the first back-office administrator is made: a second bootstrap finds it. */
  firstAdministrator: { PK: 'BOOTSTRAP', SK: 'FIRST_ADMINISTRATOR' },
  /** GSI2 resolves an invitation link to its user by the hash of the link's token. */
  invitationToken: (tokenHash: string) => ({ GSI2PK: `INVITATION#${tokenHash}`, GSI2SK: 'INVITATION' }),
  /** The end of an invitation link (used, replaced, ended), by the hash of its token: a GetItem away for its page. */
  endedInvitationLink: (tokenHash: string) => ({ PK: `INVITATION#${tokenHash}`, SK: 'ENDED' }),
} as const;

// ---------------------------------------------------------------------------------------------
// Report analyses (op 7 and its read): analyses, their outbox, the files they read (docs/analyses.md)
// ---------------------------------------------------------------------------------------------

/** The one GSI2 partition of outbox items not yet relayed to the queue. */
const pendingAnalysisOutbox = 'ANALYSIS_OUTBOX';
/** The one GSI2 partition of analyses claimed by their message's last delivery and not yet finished. */
const finalAnalysisClaims = 'ANALYSIS_FINAL_CLAIM';

export const analysisKeys = {
  analysis: (organizationId: string, analysisId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `ANALYSIS#${analysisId}`,
  }),
  outbox: (organizationId: string, analysisId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `ANALYSIS_OUTBOX#${analysisId}`,
  }),
  /** Pending outbox items in creation order, for the local relay and for finding stuck items. */
  pendingOutbox: (createdAt: string, analysisId: string) => ({
    GSI2PK: pendingAnalysisOutbox,
    GSI2SK: `${createdAt}#${analysisId}`,
  }),
  pendingOutboxPartition: pendingAnalysisOutbox,
  /** The count of the organization's analyses `queued` or `running`, which bounds it (docs/analyses.md, Bounds). */
  activeCount: (organizationId: string) => ({ PK: organizationPartition(organizationId), SK: 'ANALYSES_ACTIVE' }),
  /** A claim made by a message's last delivery, by when its lease runs out: the sweep ends it if it dies. */
  finalClaim: (leaseExpiresAt: number, analysisId: string) => ({
    GSI2PK: finalAnalysisClaims,
    GSI2SK: `${new Date(leaseExpiresAt).toISOString()}#${analysisId}`,
  }),
  finalClaimPartition: finalAnalysisClaims,
} as const;

// ---------------------------------------------------------------------------------------------
// Catalogue and search: records, their lists, counters, names and words (docs/search.md)
// ---------------------------------------------------------------------------------------------

/** `live` lists hold records that are not archived; `archived` lists the others. */
export type Liveness = 'live' | 'archived';

const catalogue = (organizationId: string) => `${organizationPartition(organizationId)}#CAT`;

/** One list: the records of a kind (and liveness) that carry one value of one facet ("*": all). */
const catalogueList = (organizationId: string, kind: string, liveness: Liveness, facet: string, value: string) =>
  `${catalogue(organizationId)}#LIST#${kind}#${liveness === 'live' ? 'L' : 'A'}#${facet}#${value}`;

/** One of the partitions an import run stages its word changes in. */
const stagedWordsPartition = (organizationId: string, runId: string, shard: number) =>
  `${catalogue(organizationId)}#IMPORTWORDS#${runId}#${shard}`;

/** The end of a staged item's sort key: its chunk (at most 6 digits, stores/catalogue/import-staging.ts) and part, so that they sort in order. */
const stagedChunkPart = (chunk: number, part: number) =>
  `${String(chunk).padStart(6, '0')}|${String(part).padStart(3, '0')}`;

/** The partition an import run stages its counter deltas in. */
const stagedCountersPartition = (organizationId: string, runId: string) =>
  `${catalogue(organizationId)}#IMPORTCOUNTS#${runId}`;

/** The start of the sort keys of one shard of a run's staged counter deltas. */
const stagedCountersShard = (shard: number) => `${String(shard).padStart(2, '0')}|`;

export const catalogueKeys = {
  /** The record itself, found by id (import, candidates). */
  record: (organizationId: string, recordId: string) => ({ PK: `${catalogue(organizationId)}#REC`, SK: recordId }),
  /** GSI1 on the record item: a reference names at most one record per kind. */
  recordRef: (organizationId: string, ref: string, kind: string) => ({
    GSI1PK: `${catalogue(organizationId)}#REF#${ref}`,
    GSI1SK: kind,
  }),
  refPartition: (organizationId: string, ref: string) => `${catalogue(organizationId)}#REF#${ref}`,
  list: catalogueList,
  /**
   * Sort key of a list entry: status first (so one status is one key range), then the main date
   * (so a period is a key range too), then the id (unique, stable).
   */
  listEntry: (status: string, date: string, recordId: string) => `${status}#${date}#${recordId}`,
  /** Bound of a key range over one status of a list. */
  listBound: (status: string, date: string) => `${status}#${date}`,
  /** Totals of one list (and per status), one item per facet value, one partition per facet. */
  counter: (organizationId: string, kind: string, liveness: Liveness, facet: string, value: string) => ({
    PK: `${catalogue(organizationId)}#COUNT#${kind}#${liveness === 'live' ? 'L' : 'A'}#${facet}`,
    SK: value,
  }),
  counterPartition: (organizationId: string, kind: string, liveness: Liveness, facet: string) =>
    `${catalogue(organizationId)}#COUNT#${kind}#${liveness === 'live' ? 'L' : 'A'}#${facet}`,
  /** Per-month totals of one list (months of the organization's time zone). */
  monthCounter: (organizationId: string, kind: string, liveness: Liveness, facet: string, value: string) => ({
    PK: `${catalogue(organizationId)}#COUNTM#${kind}#${liveness === 'live' ? 'L' : 'A'}#${facet}`,
    SK: value,
  }),
  monthCounterPartition: (organizationId: string, kind: string, liveness: Liveness, facet: string) =>
    `${catalogue(organizationId)}#COUNTM#${kind}#${liveness === 'live' ? 'L' : 'A'}#${facet}`,
  /** Name entries of units, installations, equipment and providers: one partition per kind. */
  name: (organizationId: string, kind: string, recordId: string) => ({
    PK: `${catalogue(organizationId)}#NAME#${kind}`,
    SK: recordId,
  }),
  namePartition: (organizationId: string, kind: string) => `${catalogue(organizationId)}#NAME#${kind}`,
  /** Blocks of the word index: the records of a kind whose title or text holds a word. */
  wordBlock: (organizationId: string, kind: string, word: string, block: number) => ({
    PK: `${catalogue(organizationId)}#WORD#${kind}#${word}`,
    SK: String(block).padStart(6, '0'),
  }),
  wordPartition: (organizationId: string, kind: string, word: string) =>
    `${catalogue(organizationId)}#WORD#${kind}#${word}`,
  /** The words a kind's index holds, with their block counts, so that a rebuild finds stale blocks. */
  wordDirectory: (organizationId: string, kind: string, word: string) => ({
    PK: `${catalogue(organizationId)}#WORDS#${kind}`,
    SK: word,
  }),
  wordDirectoryPartition: (organizationId: string, kind: string) => `${catalogue(organizationId)}#WORDS#${kind}`,
  /**
   * One part of the changes one chunk of an import run brings to one word, staged until the run
   * merges them into the word's blocks (staged-words.ts). Each run's staging is spread over a few
   * partitions by word; within one, a word's items sort together, by chunk, then part.
   */
  stagedWord: (
    organizationId: string,
    runId: string,
    shard: number,
    where: { kind: string; word: string; chunk: number; part: number },
  ) => ({
    PK: stagedWordsPartition(organizationId, runId, shard),
    SK: `${where.kind}|${where.word}|${stagedChunkPart(where.chunk, where.part)}`,
  }),
  stagedWordsPartition,
  /**
   * One part of the counter deltas one chunk of an import run brings to one shard of counters,
   * staged until the run adds them up (staged-counters.ts): a shard's items sort together, by
   * chunk, then part.
   */
  stagedCounters: (organizationId: string, runId: string, where: { shard: number; chunk: number; part: number }) => ({
    PK: stagedCountersPartition(organizationId, runId),
    SK: `${stagedCountersShard(where.shard)}${stagedChunkPart(where.chunk, where.part)}`,
  }),
  stagedCountersPartition,
  stagedCountersShard,
  /**
   * Relation entries: the records that name one record or label (a building work's commissions and
   * documents, an anomaly's interventions, a label's users), sorted by kind, then as in a list.
   */
  related: (organizationId: string, targetId: string, kind: string, sortKey: string) => ({
    PK: `${catalogue(organizationId)}#REL#${targetId}`,
    SK: `${kind}#${sortKey}`,
  }),
  relatedPartition: (organizationId: string, targetId: string) => `${catalogue(organizationId)}#REL#${targetId}`,
  /** The lease that lets one writer of the organization's records and derived items work at a time. */
  writerLease: (organizationId: string) => ({ PK: `${catalogue(organizationId)}#LEASE`, SK: 'LEASE' }),
  /** The import under way (or one that failed part-way): its file's hash and its time. */
  importJournal: (organizationId: string) => ({ PK: `${catalogue(organizationId)}#JOURNAL`, SK: 'JOURNAL' }),
  /** The time zone the organization's month counters were last counted in. */
  countersZone: (organizationId: string) => ({ PK: `${catalogue(organizationId)}#ZONE`, SK: 'ZONE' }),
  /** Begins the partition key of every catalogue item of the organization. */
  prefix: (organizationId: string) => `${catalogue(organizationId)}#`,
} as const;
