import { outboxItemType } from '#shared/stores/analyses/outbox-stream.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { type Audience, audienceOfPath } from '#shared/vocabulary/auth/audience.ts';

/**
 * The one list of what the service exposes. The CDK stacks create a function and a route per row,
 * the local server routes from it and the OpenAPI document is generated from it.
 */
type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type ApiName = 'main' | 'attachments';

/** What a function may touch; the CDK stacks turn each grant into the narrowest IAM statement. */
export interface Grants {
  /**
   * The caller's user and organization items, which every HTTP request reads (functions/http/authenticate.ts),
   * and the settings that verify the caller's token.
   */
  callers?: 'read';
  table?: 'read' | 'readWrite';
  bucket?: 'read' | 'readWrite';
  analysisQueue?: 'send';
  email?: 'send';
  /** Sign-ins in the user pool (shared/stores/identity/sign-in-users.ts): give one to a user, or take it away. */
  signInUsers?: 'create' | 'disable';
}

export interface HttpOperation {
  operationId: string;
  summary: string;
  /**
   * What the operation does and the decisions taken for it where the specification is silent, as
   * Markdown for the OpenAPI document; each names the docs/*.md section that gives the reasons.
   */
  description: string;
  method: HttpMethod;
  path: string;
  api: ApiName;
  audience: Audience;
  /** Handler module, relative to the project root; it exports `handler` and `contract`. */
  entry: string;
  grants: Grants;
  /** A route's own rate limit, below the API's, for routes open to callers without a token. */
  throttle?: { rateLimit: number; burstLimit: number };
  /** The function's memory, and so its share of a vCPU, when the default (infra/function-settings.ts) is not enough. */
  memoryMb?: number;
}

/** Descriptions are written one Markdown line per argument, so that the rows stay readable. */
const markdown = (...lines: string[]) => lines.join('\n');

const operation = (row: Omit<HttpOperation, 'audience'>): HttpOperation => {
  const audience = audienceOfPath(row.path);
  if (!audience) throw new Error(`${row.operationId}: path ${row.path} has no audience prefix`);
  return { ...row, audience, grants: { ...row.grants, callers: 'read' } };
};

/** Where an event consumer's events come from: the analysis queue, or the table's change stream. */
type EventSource = 'analysisQueue' | 'tableStream';

/**
 * Functions driven by events rather than HTTP requests. The API stack creates each with its event
 * source; the local stack runs each against the local queue or table as Lambda's event source
 * mapping would.
 */
export interface EventConsumer {
  name: string;
  summary: string;
  /** Handler module, relative to the project root; it exports `handler`. */
  entry: string;
  source: EventSource;
  /** Records handed to one invocation. */
  batchSize: number;
  timeoutSeconds: number;
  /** For a stream consumer: the only item types whose inserts reach it (an event source filter). */
  insertedItemTypes?: readonly string[];
  grants: Grants;
}

export const eventConsumers: readonly EventConsumer[] = [
  {
    name: 'consumeReportAnalyses',
    summary: 'Run queued report analyses',
    entry: 'functions/analyses/consume-analyses.ts',
    source: 'analysisQueue',
    batchSize: analysisDelivery.batchSize,
    timeoutSeconds: analysisDelivery.consumerTimeoutSeconds,
    // Write: a result too large for its item is stored in the bucket (result-store.ts).
    grants: { table: 'readWrite', bucket: 'readWrite' },
  },
  {
    name: 'relayAnalysisOutbox',
    summary: 'Send the queue message of each newly queued analysis',
    entry: 'functions/analyses/relay-outbox.ts',
    source: 'tableStream',
    batchSize: 10,
    timeoutSeconds: 30,
    insertedItemTypes: [outboxItemType],
    grants: { table: 'readWrite', analysisQueue: 'send' },
  },
];

export const httpOperations: readonly HttpOperation[] = [
  operation({
    operationId: 'querySearchRSV1',
    summary: 'Interpret a natural-language question',
    description: markdown(
      'Interprets one question (2..500 characters, in French, English or German) as read-only catalogue queries and answers their results, counts, a clarification or a refusal. It never changes data.',
      '',
      '- **Refusals are answers, not errors**: 200 with `answer.kind = unsupported` and the first `reason` that applies, in this order: `mutation`, `unavailable_entity_type`, `non_kare_request`, `unsupported_analysis`, `missing_required_information`.',
      '- **Answer kind**: `clarification` when a name is ambiguous (the caller replies with `resolutions` and `previous`), else `counts` when a section aggregates, else `results`, else `no_results`.',
      '- `answer`, `sections` and `plan` are always present; `plan` is null for an `unsupported` answer; `clarification` only for a clarification.',
      "- Text matches whole words after folding case and accents; undated records sort as the oldest and are never inside a period. Labels follow the question's language, else the organization's.",
      '- The interpreter is offline and deterministic: no model, no network; the same question over the same catalogue at the same time gives the same plan.',
      '- 400 for an invalid request, a `previous.plan` that states a plan `version` and fails validation (any other JSON, such as the `null` plan of a refusal, is no plan: the question is read on its own), or a resolution naming no record of its kind in the organization.',
      '',
      'Decisions: `docs/search.md` (Decisions where the specification is silent) and `docs/search-language.md`.',
    ),
    method: 'POST',
    path: '/rs/search/v1/query',
    api: 'main',
    entry: 'functions/search/query.ts',
    grants: { table: 'read' },
    // A question is CPU work (reading the words, matching the catalogue's names): one full vCPU
    // (1,769 MB) answers it ~3.5 times sooner than the default 512 MB (docs/cold-start.md, "Search").
    memoryMb: 1769,
  }),
  operation({
    operationId: 'getLabelRSV1',
    summary: 'Get one label',
    description: markdown(
      "One label of the caller's organization: a `system` label (shipped with the platform) or a `custom` one (the organization's own).",
      '',
      '- `extend`: `actions-info` adds `actions` (`canBeUpdated`, `canBeDeleted`), `updatable-fields` adds `updatableFields` (`name`, `color`).',
      '- One rule decides the flags: a system label can be neither updated nor deleted; a custom label can be updated by admins and managers, and deleted by them only while no record uses it; a viewer can do neither.',
      '- 404 for an unknown id or a label of another organization.',
      '',
      'Decisions: `docs/decisions.md` (Labels).',
    ),
    method: 'GET',
    path: '/rs/labels/v1/{id}',
    api: 'main',
    entry: 'functions/labels/get-label.ts',
    grants: { table: 'read' },
  }),
  operation({
    operationId: 'listNotificationTypesRSV1',
    summary: 'List notification types the caller may configure',
    description: markdown(
      'The notification types an `rs` caller may configure, each with its channels, lead time, rules, follow-able actions and whether SMS is allowed.',
      '',
      '- The catalogue is product vocabulary defined in code, not tenant data: nothing is read from the database.',
      '- A viewer is not offered the types about records a viewer may not read (contracts, members).',
      '- Action labels follow `Accept-Language` (fr, en, de; English otherwise). The header is never refused: its first 32 ranges are read, a range with a weight that is not a number is skipped.',
      '- `leadTime` is an ISO 8601 duration (`P0D` for immediate notifications).',
      '',
      'Decisions: `docs/decisions.md` (Notification types).',
    ),
    method: 'GET',
    path: '/rs/notification-preferences/v1/types',
    api: 'main',
    entry: 'functions/notifications/list-types.ts',
    grants: {},
  }),
  operation({
    operationId: 'getBuildingWorkRSV1',
    summary: 'Get a building work',
    description: markdown(
      "A building work of the caller's organization (the catalogue's `building_work` record; a search card's id is this `{id}`).",
      '',
      '- A soft-deleted building work is a 404, exactly like one that never existed.',
      '- A field without a value (`description`, `startAt` …) is left out, never `null`; `commission` is the one field that is `null`, when asked for and none was held, as the specification says.',
      '- `extend`: `units` (active units, ordered by ref), `commission` (the most recently held one, or null), `counts`, `created-by`, `documents` (each with a presigned download URL valid 5 minutes), `actions-info` and `updatable-fields`; the extensions asked for are read side by side.',
      '- `actions` and `updatableFields` come from one lifecycle table (`pending` → `approved` → `partially_received` → `received`, `pending` ⇄ `rejected`): an archived building work is frozen (only `canBeUnarchived`), a viewer may do nothing.',
      '',
      'Decisions: `docs/building-works.md`.',
    ),
    method: 'GET',
    path: '/rs/building-works/v1/{id}',
    api: 'main',
    entry: 'functions/building-works/get-building-work.ts',
    grants: { table: 'read', bucket: 'read' },
  }),
  operation({
    operationId: 'resolveRecordOriginRSV1',
    summary: "Resolve a record's id to its attachments origin (extension of the specification)",
    description: markdown(
      "Extension of the specification. Turns the uuid of a record of the caller's organization (a search card's id, a plan's, a plan point's, an inbox item's, or the organization's own for its logo) into the integer `{type, id}` origin under which the attachments API lists its files.",
      '',
      "- The integer is given on the record's first resolution (hence a write) and kept for good; the origin's type, sites and parent are derived from the record each time.",
      "- An unknown id, a soft-deleted record or another organization's record is a 404.",
      '',
      'Decisions: `docs/files.md` (From a card to its files).',
    ),
    method: 'GET',
    path: '/rs/origins/v1/{id}',
    api: 'main',
    entry: 'functions/attachments/resolve-origin.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'resolveRecordOriginADV1',
    summary: "Resolve a record's id to its attachments origin (extension of the specification)",
    description: markdown(
      "Extension of the specification. The audit audience's twin of `resolveRecordOriginRSV1`: turns the uuid of a record of the caller's `ad` organization (an anomaly, a plan, a plan point …) into the integer `{type, id}` origin under which the attachments API lists its files.",
      '',
      "- The integer is given on the record's first resolution (hence a write) and kept for good.",
      "- An unknown id, a soft-deleted record or another organization's record is a 404.",
      '',
      'Decisions: `docs/files.md` (From a card to its files).',
    ),
    method: 'GET',
    path: '/ad/origins/v1/{id}',
    api: 'main',
    entry: 'functions/attachments/resolve-origin.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'listAttachmentsByOriginV3',
    summary: 'List attachments for an origin',
    description: markdown(
      "The files of one origin of the caller's organization (an anomaly's listing also holds its interventions' files), paginated. Needs a live session of the same user in `x-session-token`; `rs` and `ad` users may call it, back-office users get 403.",
      '',
      '- `x-sites`: comma-separated unit uuids (at most 100). The origin must belong to one of them or to no site (else 404), and only files of records on those sites or on none are shown. An empty item is a 400, so that a client bug never widens the view.',
      '- Objects and arrays in the query are JSON-encoded. `pageSize` is at most 200 (each item carries a presigned URL); a page past the end is an empty `data`. An empty `whereAttachableType` filters nothing.',
      '- A field without a value is left out, never `null`: `uploadedBy` when the uploader no longer exists.',
      '- `orderBy`: 1..4 `{field, direction}`, default newest first; names compare case- and accent-insensitively with numbers as numbers; ties are broken by `id`, so pages are stable.',
      '- `subPageSize` groups files by the record they hang on: each record shows its first `subPageSize` files before any shows more. `findId` returns the page holding that attachment (404 when the listing does not hold it).',
      '- `presignedUrl` is a download valid 5 minutes that saves the file under its current name.',
      '- An origin of another type or organization is a 404.',
      '',
      'Decisions: `docs/files.md` (Operation 2).',
    ),
    method: 'GET',
    path: '/attachments/v3/origin/{originType}/{originId}',
    api: 'attachments',
    entry: 'functions/attachments/list-attachments.ts',
    grants: { table: 'read', bucket: 'read' },
  }),
  operation({
    operationId: 'updateAttachmentV3',
    summary: 'Update attachment metadata',
    description: markdown(
      "Renames an attachment of the caller's organization. Needs a live session of the same user in `x-session-token`.",
      '',
      '- The body is `{name}` only: trimmed, then 1..255 characters, with no control character.',
      '- `content-type` must be `application/json` (415 otherwise, `+json` types included); malformed JSON is a 422.',
      "- Admins may rename any file; managers any but the organization's logo; viewers none (403).",
      "- Of `anomalyId`, `clientInterventionId`, `providerInterventionId` and `logoForOrganizationId`, only those naming the file's origin are in the result.",
      "- Another organization's attachment is a 404; nothing of it is read.",
      '',
      'Decisions: `docs/files.md` (Operation 3).',
    ),
    method: 'PATCH',
    path: '/attachments/v3/{attachmentId}',
    api: 'attachments',
    entry: 'functions/attachments/update-attachment.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'replaceDocumentRSV1',
    summary: "Replace a document's file",
    description: markdown(
      "Replaces a document's file: answers a presigned upload target for the new file, and the outgoing file becomes a document version.",
      '',
      '- Body: `name` (same rule as an attachment name), `mimeType` (one of nine types) and `size` in bytes (1..1073741824).',
      '- Admins and managers only; a viewer gets 403.',
      "- One transaction writes the outgoing file as version *n*, moves the document to version *n+1* and reserves `size` in the organization's upload size limit. Every version is kept, so usage never shrinks.",
      '- A file that does not fit in the limit is a 413 (`details`: `uploadSizeLimitBytes`, `uploadSizeUsedBytes`, `requestedBytes`), and nothing changes.',
      '- Concurrent replacements all land (each outgoing file kept); only contention outlasting 3 s is a 409.',
      '- The upload URL is a PUT valid 15 minutes with `content-type` and `content-length` signed, so storage accepts only that type and size.',
      '',
      'Decisions: `docs/files.md` (Operation 6).',
    ),
    method: 'POST',
    path: '/rs/documents/v1/{id}/replace',
    api: 'main',
    entry: 'functions/documents/replace-document.ts',
    grants: { table: 'readWrite', bucket: 'readWrite' },
  }),
  operation({
    operationId: 'createReportAnalysisRSV1',
    summary: 'Queue an AI analysis of a report or an inbox item',
    description: markdown(
      'Queues an analysis of a report or of an inbox item and answers its id; `getReportAnalysisRSV1` reads its status and result.',
      '',
      '- `type`: `metadata`, `anomalies` or `comparison`. Exactly one of `reportId` and `inboxItemId`; `fromAnalysisId` (a succeeded analysis of anomalies) is required for a comparison and refused otherwise.',
      '- **202**: the work asked for is not done yet. The analysis and its queue message are written in one transaction, so neither is ever lost without the other.',
      '- A viewer gets 403 (queueing creates a record and spends compute).',
      "- 404 when the subject or baseline is not in the caller's organization, or `reportId` names an inbox item (or the reverse).",
      "- 409 when the subject's file is of a type the analyser does not read (`details.mimeType`, `details.analysableMimeTypes`), or the baseline has not succeeded or is of type `metadata`.",
      '',
      'Decisions: `docs/analyses.md` (Operations, Delivery).',
    ),
    method: 'POST',
    path: '/rs/report-analyses/v1/',
    api: 'main',
    entry: 'functions/analyses/create-report-analysis.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'getReportAnalysisRSV1',
    summary: 'Get a report analysis: its status, result or error (extension of the specification)',
    description: markdown(
      "Extension of the specification (without it a caller could never see a result). An analysis of the caller's organization: its status, and its result or error.",
      '',
      '- `status` moves `queued` → `running` → `succeeded` or `failed`, never backwards.',
      '- `result` is set when `succeeded`, shaped by `type`: `metadata` (document date, provider, references, units, installations), `anomalies`, or `comparison` (`anomalies`, `new`, `stillPresent`, `gone`).',
      '- `error` is set when `failed`: `subject_not_found`, `baseline_not_found`, `file_not_found`, `file_too_large` (above 25 MB), `unsupported_file_type`, `unreadable_file`, `internal_error` or `attempts_exhausted` (after 5 deliveries).',
      "- Any role may read. An unknown id or another organization's analysis is a 404.",
      '',
      'Decisions: `docs/analyses.md`.',
    ),
    method: 'GET',
    path: '/rs/report-analyses/v1/{id}',
    api: 'main',
    entry: 'functions/analyses/get-report-analysis.ts',
    grants: { table: 'read', bucket: 'read' },
  }),
  operation({
    operationId: 'listOrganizationsBOV1',
    summary: 'List organizations (back office, paginated and filterable)',
    description: markdown(
      'The organizations, filtered, ordered and paginated, for back-office users; organization users get 403.',
      '',
      '- The specification gives the parameters by meaning only: their names are below. Lists, date ranges and `orderBy` are JSON-encoded, like `extend`.',
      '- Text filters (`search`, `whereName`, `whereComment`, `whereTimezone`) ignore case, accents and spacing; the free search matches within one field (name, comment or an address part).',
      '- Lists hold at most 100 values (one DynamoDB `IN`), the enumerations at least one; an empty integer list filters nothing. Filters combine with AND, the values of one list with OR. Date ranges are `{start, end}`, both inclusive, either one open; an organization without the date is outside every range on it.',
      '- `orderBy`: 1..3 `{field, direction}`, default newest first; missing values go last; the id breaks ties, so pages are stable.',
      '- Soft-deleted organizations are hidden unless `includeSoftDeleted=true`; a row carries only the fields of the specification, so none is marked as deleted.',
      '- A field without a value is left out, never `null`: an engagement not started has no `engagementStartAt`, `engagementEndAt`, `renewAt`; an organization a catalogue import created without `--by` has no `createdByBoUserId` (nor `createdByBoUser`); `aiProvider` and `aiModel` are left out while none is configured.',
      '- `totalPages = ceil(totalCount / pageSize)`; a page past the last is an empty `data`. `countOnly=true` answers `totalCount` with an empty `data` and reads no rows.',
      '- `actions` and `updatableFields` come from the same state rule that `updateAdOrganizationBOV1` applies.',
      '',
      'Decisions: `docs/back-office.md` (List organizations, The state rule).',
    ),
    method: 'GET',
    path: '/bo/organizations/v1/',
    api: 'main',
    entry: 'functions/organizations/list-organizations.ts',
    grants: { table: 'read' },
  }),
  operation({
    operationId: 'updateAdOrganizationBOV1',
    summary: 'Update an organization of type ad (back office)',
    description: markdown(
      'Updates any of the fields of an organization of type `ad`, within its state rule; back-office users only.',
      '',
      '- At least one field. `name` and the address fields are one line of text: trimmed, no control character. `timezone` must be a time-zone name (e.g. `Europe/Paris`).',
      '- **State rule**: nothing is updatable on an archived or soft-deleted organization; once onboarding is `closed`, `contractType`, `engagementStartAt` and `onboardingStatus` are fixed (the duration may still change); while access is `inactive`, `onboardingStatus` stays.',
      '- A field the rule forbids is a 409 (`details`: `forbiddenFields`, `state`), even with its current value, and nothing is written.',
      "- `engagementEndAt` (start + duration in calendar months, clamped to the month's end) and `renewAt` (end − 3 months) are recomputed whenever the start or the duration is given.",
      '- 404 for an unknown id, an `rs` organization or a soft-deleted one.',
      '- Concurrent updates all land: a lost race re-reads, re-applies the rule and retries for up to 3 s (then 409).',
      '',
      'Decisions: `docs/back-office.md` (The state rule, Update an ad organization).',
    ),
    method: 'PATCH',
    path: '/bo/organizations/v1/ad/{id}',
    api: 'main',
    entry: 'functions/organizations/update-ad-organization.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'resendInvitationBOV1',
    summary: "Re-send a pending user's invitation e-mail (back office)",
    description: markdown(
      "E-mails a pending user of an `rs` or `ad` organization a fresh invitation link, in the organization's language; back-office users only. No body.",
      '',
      '- Each send draws a new link: **the previous link stops working** at once. A link works for 7 days, and only while the user is pending.',
      '- 404 for an unknown user; 409 for a user who is not pending (`details.status`), a back-office user, or one whose organization is archived, soft-deleted or missing.',
      '- Rate limits per user: one send per 60 seconds and 10 per UTC day; beyond them a 429 with `Retry-After` and `details.retryAfterSeconds`.',
      '- If the e-mail cannot be sent, the send is undone: the previous link works again and the attempt does not count.',
      '',
      'Decisions: `docs/back-office.md` (Re-send an invitation).',
    ),
    method: 'POST',
    path: '/bo/users/v1/{id}/invitation/resend',
    api: 'main',
    entry: 'functions/users/resend-invitation.ts',
    grants: { table: 'readWrite', email: 'send' },
  }),
  operation({
    operationId: 'movePlanPointADV1',
    summary: 'Move an anomaly point on a plan',
    description: markdown(
      "Moves an anomaly's point to a position on a plan (the same plan or another plan of one of the anomaly's units), for the audit audience.",
      '',
      "- `xPercent` runs from the plan's left edge (0) to its right edge (100), `yPercent` from the top (0) to the bottom (100), edges included; both are kept to 6 decimal places.",
      '- Admins and managers only; a viewer gets 403.',
      "- 404 `Plan point not found` for an unknown point, another organization's, or one whose anomaly is gone; 404 `Plan not found` (naming `body.planId`) for a plan that does not exist or is another organization's.",
      "- 409 (`other_site`) when the plan draws a unit that is not one of the anomaly's.",
      '- The checks and the move are one transaction; when a record changes meanwhile the move starts again from fresh reads for up to 3 s. Two moves of the same point both apply, the later wins.',
      '',
      'Decisions: `docs/plan-points.md`.',
    ),
    method: 'PATCH',
    path: '/ad/plan-items/v1/points/{id}',
    api: 'main',
    entry: 'functions/plan-points/move-plan-point.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'updatePreventiveLibraryRuleBOV1',
    summary: 'Update a preventive library rule',
    description: markdown(
      "Updates a rule of the platform's preventive library (not a tenant's data); back-office users only. Answers the rule's new `version`.",
      '',
      '- A PATCH of at least one field; a field sent replaces the stored value whole (arrays and `links` included).',
      '- **Optimistic concurrency**: send the version read in `If-Match` (`"3"` or `3`, in the specification\'s range 0..4503599627370495); when the rule is at another version the answer is a 409 with `details.currentVersion` and nothing changes. Without `If-Match` the update applies to the current version. A rule starts at 1; each update adds one to `version`.',
      '- `rrule` is one RFC 5545 RRULE value checked to the RFC, with `FREQ` `YEARLY`, `MONTHLY`, `WEEKLY` or `DAILY` only.',
      '- `mainLibraryTechnicalInstallationId` must be one of `libraryTechnicalInstallationIds`: a 400 when both are sent and disagree, a 409 when one disagrees with the stored other. Installations that are not in the library are a 404 naming each.',
      '- An unknown rule is a 404.',
      '',
      'Decisions: `docs/library-rules.md`.',
    ),
    method: 'PATCH',
    path: '/bo/library-rules/v1/preventive/{id}',
    api: 'main',
    entry: 'functions/library-rules/update-preventive-rule.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'openSessionV1',
    summary: 'Open a session of the attachments API (extension of the specification)',
    description: markdown(
      'Extension of the specification, which leaves session endpoints to the authentication library. Opens a session of the caller on a device and answers its token, for `x-session-token` on the attachments API.',
      '',
      '- `rs` and `ad` users, with a bearer token; `deviceId` is chosen by the client once per installation (1..128 of `A-Z a-z 0-9 . _ -`).',
      '- One session per device: a new one closes the one the device had. A session lives 12 hours.',
      "- A session works only while its user does: a disabled user's sessions are refused at once, whatever they say.",
      '',
      'Decisions: `docs/identity.md` (Sessions).',
    ),
    method: 'POST',
    path: '/sessions/v1',
    api: 'attachments',
    entry: 'functions/sessions/open-session.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'closeSessionV1',
    summary: 'Close a session of the attachments API (extension of the specification)',
    description: markdown(
      'Extension of the specification. Closes the session whose token is `sessionToken`, which must be one of the caller.',
      '',
      "- A token that names no session of the caller (unknown, closed, expired, or another user's) is a 404, and nothing changes.",
      '',
      'Decisions: `docs/identity.md` (Sessions).',
    ),
    method: 'POST',
    path: '/sessions/v1/close',
    api: 'attachments',
    entry: 'functions/sessions/close-session.ts',
    grants: { table: 'readWrite' },
  }),
  operation({
    operationId: 'acceptInvitationV1',
    summary: 'Accept an invitation: activate the user and create their sign-in (extension of the specification)',
    description: markdown(
      'Extension of the specification, where the link of the invitation e-mail (operation 12) leads. No bearer token: the invited person has no sign-in yet. Body: the `token` of the link and the `password` to sign in with.',
      '',
      '- The user becomes `active` and gets a sign-in of the user pool under their id, with this password; then they sign in with the pool (username: their id or e-mail).',
      '- A link is used once: a second use, a link replaced by a newer send, or an expired one (7 days) is a 404, and nothing changes.',
      "- A password the pool's policy refuses is a 400 (`details[0].code`: `password_refused`); an e-mail that another sign-in already has is a 409. In both cases the link keeps working.",
      '- Its own rate limit (10 requests/s, bursts of 20), below the API limits.',
      '',
      'Decisions: `docs/identity.md` (Invitations).',
    ),
    method: 'POST',
    path: '/invitations/v1/accept',
    api: 'main',
    entry: 'functions/invitations/accept-invitation.ts',
    grants: { table: 'readWrite', signInUsers: 'create' },
    throttle: { rateLimit: 10, burstLimit: 20 },
  }),
];
