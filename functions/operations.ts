import { outboxItemType } from '#shared/stores/analyses/outbox-stream.ts';
import type { StorageArea } from '#shared/stores/storage/storage-keys.ts';
import { analysisDelivery, outboxDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { type Audience, audienceOfPath } from '#shared/vocabulary/auth/audience.ts';
import { importDelivery } from '#shared/vocabulary/imports/import-job.ts';

/**
 * The one list of what the service exposes. The CDK stacks create a function and a route per row,
 * the local server routes from it and the OpenAPI document is generated from it.
 */
type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type ApiName = 'main' | 'attachments';

/**
 * A request a function's stores send to the table, as IAM names its action (without `dynamodb:`).
 * A transaction asks for the action of each kind of item it writes (`ConditionCheckItem` for a check).
 */
type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

/** A request on objects of the bucket, as IAM names its action (without `s3:`); a HEAD is a GetObject. */
type ObjectAction = 'GetObject' | 'PutObject' | 'DeleteObject' | 'AbortMultipartUpload' | 'ListMultipartUploadParts';

/**
 * What a function may touch: the requests its code sends, each of which the CDK stacks turn into an
 * IAM statement on that one resource (infra/constructs/operation-access.ts). The requests are read
 * from each function's bundle and compared with its statements both ways
 * (test/infra/called-actions.test.ts), so a new store call in a function's path fails the tests
 * until its row here names it.
 */
export interface Grants {
  /**
   * The caller's user and organization items, which every HTTP request reads (functions/http/authenticate.ts),
   * and the settings that verify the caller's token.
   */
  callers?: 'read';
  /** On the table, and on its indexes for `Query`. */
  table?: readonly TableAction[];
  /** By part of the bucket (shared/stores/storage/storage-keys.ts, `storageAreas`): on that part's keys only. */
  bucket?: { readonly [Area in StorageArea]?: readonly ObjectAction[] };
  /**
   * `s3:ListBucket`, for code that tells a missing object from another failure: S3 answers a
   * request for a missing key 404 only to a caller that may list the bucket, and 403 to any other.
   */
  bucketListing?: 'missingObjects';
  analysisQueue?: 'send';
  /** The import queue (docs/import-jobs.md): send a job's next step. */
  importQueue?: 'send';
  email?: 'send';
  /** Sign-ins in the user pool (shared/stores/identity/sign-in-users.ts): give one to a user, or take it away. */
  signInUsers?: 'create' | 'switch';
  /** Back-office users' sign-ins in the back-office pool: create them, or disable and enable them. */
  backOfficeSignIns?: 'create' | 'switch';
  /**
   * The organization pool's public app client and the endpoint it answers at, for a page whose
   * script signs the person in from the browser (the invitation page); no IAM permission.
   */
  signInClient?: 'public';
}

export interface HttpOperation {
  operationId: string;
  /** A few words, for the function's description and the OpenAPI summary; the prose is in docs/operations.md. */
  summary: string;
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

/** Where the invitation e-mail's link leads: the page the service serves (`INVITATION_BASE_URL` is this path on the main API). */
export const invitationPagePath = '/invitations/v1/page';

/** What resolving a record's origin sends: it gives the origin on the first resolution and moves it when the record's type changes (record-origins.ts). */
const originResolution = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'] as const;

/** Routes open to anyone, without a token: the invitation's. Well below the API's own limits. */
const publicThrottle = { rateLimit: 10, burstLimit: 20 } as const;

const operation = (row: Omit<HttpOperation, 'audience'>): HttpOperation => {
  const audience = audienceOfPath(row.path);
  if (!audience) throw new Error(`${row.operationId}: path ${row.path} has no audience prefix`);
  // A public route reads no caller: nobody is signed in yet.
  return { ...row, audience, grants: audience === 'public' ? row.grants : { ...row.grants, callers: 'read' } };
};

/** Where an event consumer's events come from: a queue, the table's change stream, or a schedule. */
type EventSource = 'analysisQueue' | 'importQueue' | 'tableStream' | 'schedule';

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
  /**
   * For a queue consumer, required: how many invocations its event source runs at once (SQS
   * `maxConcurrency`, 2 to 1,000), so that a backlog cannot take the account's executions; one otherwise.
   */
  maxConcurrency?: number;
  /** For a stream consumer: the only item types whose inserts reach it (an event source filter). */
  insertedItemTypes?: readonly string[];
  /** For a scheduled consumer: how often it runs, and the event each run is given. */
  schedule?: { everyMinutes: number; event: Readonly<Record<string, unknown>> };
  grants: Grants;
  /** The function's memory, and so its share of a vCPU, when the default (infra/function-settings.ts) is not enough. */
  memoryMb?: number;
}

export const eventConsumers: readonly EventConsumer[] = [
  {
    name: 'consumeReportAnalyses',
    summary: 'Run queued report analyses',
    entry: 'functions/analyses/consume-analyses.ts',
    source: 'analysisQueue',
    batchSize: analysisDelivery.batchSize,
    maxConcurrency: analysisDelivery.maxConcurrency,
    timeoutSeconds: analysisDelivery.consumerTimeoutSeconds,
    grants: {
      table: ['GetItem', 'Query', 'UpdateItem'],
      // Reads the subject's file; a result too large for its item is stored in the bucket (result-store.ts).
      bucket: { files: ['GetObject'], analyses: ['GetObject', 'PutObject', 'DeleteObject'] },
      bucketListing: 'missingObjects',
    },
  },
  {
    name: 'runImportJobs',
    summary: 'Take the next step of an import job',
    entry: 'functions/import-jobs/run-import-jobs.ts',
    source: 'importQueue',
    batchSize: 1,
    // Jobs of different organizations run side by side; a few at once keep the table's write rate for each.
    maxConcurrency: 5,
    timeoutSeconds: importDelivery.workerTimeoutSeconds,
    // A step holds the whole parsed and validated file (about 1.1 KB a record live; a 100,000-record
    // step peaked at +270 MB of heap) and parses and checks it on the CPU: one full vCPU and room for
    // a few hundred thousand records, until a step is bounded by a chunk (docs/import-jobs.md, Memory).
    memoryMb: 1769,
    grants: {
      table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
      bucket: { importJobs: ['GetObject'], files: ['GetObject', 'PutObject'] },
      bucketListing: 'missingObjects',
      importQueue: 'send',
      signInUsers: 'switch',
    },
  },
  {
    name: 'relayAnalysisOutbox',
    summary: 'Send the queue message of each newly queued analysis',
    entry: 'functions/analyses/relay-outbox.ts',
    source: 'tableStream',
    batchSize: outboxDelivery.batchSize,
    timeoutSeconds: outboxDelivery.relayTimeoutSeconds,
    insertedItemTypes: [outboxItemType],
    grants: { table: ['DeleteItem'], analysisQueue: 'send' },
  },
  {
    name: 'sweepAnalysisOutbox',
    summary: 'Send the messages the table stream left behind, or end their analyses failed',
    entry: 'functions/analyses/sweep-outbox.ts',
    source: 'schedule',
    batchSize: 1,
    timeoutSeconds: 60,
    schedule: {
      everyMinutes: outboxDelivery.sweepEveryMinutes,
      event: {
        staleAfterSeconds: outboxDelivery.staleAfterSeconds,
        giveUpAfterSeconds: outboxDelivery.giveUpAfterSeconds,
      },
    },
    // Read the outbox index, send, delete the outbox item, and end an analysis whose message is never sent.
    grants: { table: ['Query', 'DeleteItem', 'UpdateItem'], analysisQueue: 'send' },
  },
];

/**
 * Functions an operator invokes directly (`lambda:InvokeFunction`), with no route: what must be
 * done once before anybody can sign in. The API stack outputs each one's name; locally the same
 * handler runs in the command's process against the running local stack.
 */
export interface OperatorCommand {
  name: string;
  summary: string;
  /** Handler module, relative to the project root; it exports `handler`. */
  entry: string;
  grants: Grants;
}

export const operatorCommands: readonly OperatorCommand[] = [
  {
    name: 'bootstrapAdministrator',
    summary: 'Make the first back-office administrator of a deployment (npm run bootstrap-admin)',
    entry: 'functions/back-office-users/bootstrap-administrator.ts',
    grants: { table: ['Query', 'PutItem', 'DeleteItem'], backOfficeSignIns: 'create' },
  },
];

export const httpOperations: readonly HttpOperation[] = [
  operation({
    operationId: 'querySearchRSV1',
    summary: 'Interpret a natural-language question',
    method: 'POST',
    path: '/rs/search/v1/query',
    api: 'main',
    entry: 'functions/search/query.ts',
    grants: { table: ['GetItem', 'BatchGetItem', 'Query'] },
    // A question is CPU work (reading the words, matching the catalogue's names): one full vCPU
    // (1,769 MB) answers it ~3.5 times sooner than the default 512 MB (docs/cold-start.md, "Search").
    memoryMb: 1769,
  }),
  operation({
    operationId: 'getLabelRSV1',
    summary: 'Get one label',
    method: 'GET',
    path: '/rs/labels/v1/{id}',
    api: 'main',
    entry: 'functions/labels/get-label.ts',
    grants: { table: ['GetItem', 'Query'] },
  }),
  operation({
    operationId: 'listNotificationTypesRSV1',
    summary: 'List notification types the caller may configure',
    method: 'GET',
    path: '/rs/notification-preferences/v1/types',
    api: 'main',
    entry: 'functions/notifications/list-types.ts',
    grants: {},
  }),
  operation({
    operationId: 'getBuildingWorkRSV1',
    summary: 'Get a building work',
    method: 'GET',
    path: '/rs/building-works/v1/{id}',
    api: 'main',
    entry: 'functions/building-works/get-building-work.ts',
    grants: {
      table: ['GetItem', 'BatchGetItem', 'Query'],
      bucket: { documents: ['GetObject'], files: ['GetObject'] },
    },
  }),
  operation({
    operationId: 'resolveRecordOriginRSV1',
    summary: "Resolve a record's id to its attachments origin (extension of the specification)",
    method: 'GET',
    path: '/rs/origins/v1/{id}',
    api: 'main',
    entry: 'functions/attachments/resolve-origin.ts',
    grants: { table: originResolution },
  }),
  operation({
    operationId: 'resolveRecordOriginADV1',
    summary: "Resolve a record's id to its attachments origin (extension of the specification)",
    method: 'GET',
    path: '/ad/origins/v1/{id}',
    api: 'main',
    entry: 'functions/attachments/resolve-origin.ts',
    grants: { table: originResolution },
  }),
  operation({
    operationId: 'listAttachmentsByOriginV3',
    summary: 'List attachments for an origin',
    method: 'GET',
    path: '/attachments/v3/origin/{originType}/{originId}',
    api: 'attachments',
    entry: 'functions/attachments/list-attachments.ts',
    grants: {
      table: ['GetItem', 'BatchGetItem', 'Query'],
      bucket: { attachments: ['GetObject'], files: ['GetObject'] },
    },
  }),
  operation({
    operationId: 'updateAttachmentV3',
    summary: 'Update attachment metadata',
    method: 'PATCH',
    path: '/attachments/v3/{attachmentId}',
    api: 'attachments',
    entry: 'functions/attachments/update-attachment.ts',
    grants: { table: ['GetItem', 'BatchGetItem', 'UpdateItem'] },
  }),
  operation({
    operationId: 'replaceDocumentRSV1',
    summary: "Replace a document's file",
    method: 'POST',
    path: '/rs/documents/v1/{id}/replace',
    api: 'main',
    entry: 'functions/documents/replace-document.ts',
    grants: { table: ['GetItem', 'PutItem', 'UpdateItem'], bucket: { documents: ['PutObject'] } },
  }),
  operation({
    operationId: 'createReportAnalysisRSV1',
    summary: 'Queue an AI analysis of a report or an inbox item',
    method: 'POST',
    path: '/rs/report-analyses/v1/',
    api: 'main',
    entry: 'functions/analyses/create-report-analysis.ts',
    grants: { table: ['PutItem', 'ConditionCheckItem', 'UpdateItem'] },
  }),
  operation({
    operationId: 'getReportAnalysisRSV1',
    summary: 'Get a report analysis: its status, result or error (extension of the specification)',
    method: 'GET',
    path: '/rs/report-analyses/v1/{id}',
    api: 'main',
    entry: 'functions/analyses/get-report-analysis.ts',
    grants: { table: ['GetItem'], bucket: { analyses: ['GetObject'] } },
  }),
  operation({
    operationId: 'listOrganizationsBOV1',
    summary: 'List organizations (back office, paginated and filterable)',
    method: 'GET',
    path: '/bo/organizations/v1/',
    api: 'main',
    entry: 'functions/organizations/list-organizations.ts',
    grants: { table: ['BatchGetItem', 'Query'] },
  }),
  operation({
    operationId: 'updateAdOrganizationBOV1',
    summary: 'Update an organization of type ad (back office)',
    method: 'PATCH',
    path: '/bo/organizations/v1/ad/{id}',
    api: 'main',
    entry: 'functions/organizations/update-ad-organization.ts',
    grants: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'] },
  }),
  operation({
    operationId: 'resendInvitationBOV1',
    summary: "Re-send a pending user's invitation e-mail (back office)",
    method: 'POST',
    path: '/bo/users/v1/{id}/invitation/resend',
    api: 'main',
    entry: 'functions/users/resend-invitation.ts',
    grants: { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], email: 'send' },
  }),
  operation({
    operationId: 'movePlanPointADV1',
    summary: 'Move an anomaly point on a plan',
    method: 'PATCH',
    path: '/ad/plan-items/v1/points/{id}',
    api: 'main',
    entry: 'functions/plan-points/move-plan-point.ts',
    grants: { table: ['GetItem', 'UpdateItem', 'ConditionCheckItem'] },
  }),
  operation({
    operationId: 'updatePreventiveLibraryRuleBOV1',
    summary: 'Update a preventive library rule',
    method: 'PATCH',
    path: '/bo/library-rules/v1/preventive/{id}',
    api: 'main',
    entry: 'functions/library-rules/update-preventive-rule.ts',
    grants: { table: ['BatchGetItem', 'UpdateItem'] },
  }),
  operation({
    operationId: 'openSessionV1',
    summary: 'Open a session of the attachments API (extension of the specification)',
    method: 'POST',
    path: '/sessions/v1',
    api: 'attachments',
    entry: 'functions/sessions/open-session.ts',
    grants: { table: ['GetItem', 'PutItem', 'DeleteItem'] },
  }),
  operation({
    operationId: 'closeSessionV1',
    summary: 'Close a session of the attachments API (extension of the specification)',
    method: 'POST',
    path: '/sessions/v1/close',
    api: 'attachments',
    entry: 'functions/sessions/close-session.ts',
    grants: { table: ['DeleteItem'] },
  }),
  operation({
    operationId: 'acceptInvitationV1',
    summary: 'Accept an invitation: activate the user and create their sign-in (extension of the specification)',
    method: 'POST',
    path: '/invitations/v1/accept',
    api: 'main',
    entry: 'functions/invitations/accept-invitation.ts',
    grants: { table: ['Query', 'PutItem', 'UpdateItem', 'DeleteItem'], signInUsers: 'create' },
    throttle: publicThrottle,
  }),
  operation({
    operationId: 'inspectInvitationV1',
    summary:
      "Read an invitation link's state, its organization and the password rules (extension of the specification)",
    method: 'POST',
    path: '/invitations/v1/inspect',
    api: 'main',
    entry: 'functions/invitations/inspect-invitation.ts',
    grants: { table: ['GetItem', 'Query'] },
    throttle: publicThrottle,
  }),
  operation({
    operationId: 'getInvitationPageV1',
    summary: 'The invitation page the e-mail links to, as HTML (extension of the specification)',
    method: 'GET',
    path: invitationPagePath,
    api: 'main',
    entry: 'functions/invitations/invitation-page.ts',
    grants: { signInClient: 'public' },
    throttle: publicThrottle,
  }),
  operation({
    operationId: 'listBackOfficeUsersBOV1',
    summary: 'List the back-office users (extension of the specification)',
    method: 'GET',
    path: '/bo/back-office-users/v1',
    api: 'main',
    entry: 'functions/back-office-users/list-back-office-users.ts',
    grants: { table: ['Query'] },
  }),
  operation({
    operationId: 'createBackOfficeUserBOV1',
    summary: 'Create a back-office user and their sign-in (extension of the specification)',
    method: 'POST',
    path: '/bo/back-office-users/v1',
    api: 'main',
    entry: 'functions/back-office-users/create-back-office-user.ts',
    grants: { table: ['PutItem', 'DeleteItem'], backOfficeSignIns: 'create' },
  }),
  operation({
    operationId: 'disableBackOfficeUserBOV1',
    summary: 'Disable another back-office user (extension of the specification)',
    method: 'POST',
    path: '/bo/back-office-users/v1/{id}/disable',
    api: 'main',
    entry: 'functions/back-office-users/disable-back-office-user.ts',
    grants: { table: ['GetItem', 'UpdateItem', 'ConditionCheckItem'], backOfficeSignIns: 'switch' },
  }),
  operation({
    operationId: 'enableBackOfficeUserBOV1',
    summary: 'Enable a disabled back-office user again (extension of the specification)',
    method: 'POST',
    path: '/bo/back-office-users/v1/{id}/enable',
    api: 'main',
    entry: 'functions/back-office-users/enable-back-office-user.ts',
    grants: { table: ['GetItem', 'UpdateItem', 'ConditionCheckItem'], backOfficeSignIns: 'switch' },
  }),
  operation({
    operationId: 'createImportJobBOV1',
    summary: 'Create an import job and the upload of its catalogue file (extension of the specification)',
    method: 'POST',
    path: '/bo/imports/v1',
    api: 'main',
    entry: 'functions/import-jobs/create-import-job.ts',
    grants: { table: ['PutItem'], bucket: { importJobs: ['PutObject'] } },
  }),
  operation({
    operationId: 'listImportJobPartsBOV1',
    summary: "List presigned uploads of some of an import job's file parts (extension of the specification)",
    method: 'GET',
    path: '/bo/imports/v1/{id}/parts',
    api: 'main',
    entry: 'functions/import-jobs/list-import-job-parts.ts',
    // A presigned part upload is a PutObject signed with the function's own credentials.
    grants: { table: ['GetItem'], bucket: { importJobs: ['PutObject'] } },
  }),
  operation({
    operationId: 'startImportJobBOV1',
    summary: 'Start an import job whose file was uploaded (extension of the specification)',
    method: 'POST',
    path: '/bo/imports/v1/{id}/start',
    api: 'main',
    entry: 'functions/import-jobs/start-import-job.ts',
    grants: {
      table: ['GetItem', 'UpdateItem'],
      bucket: { importJobs: ['GetObject', 'PutObject'] },
      bucketListing: 'missingObjects',
      importQueue: 'send',
    },
  }),
  operation({
    operationId: 'getImportJobBOV1',
    summary: 'Read an import job: its state, progress and problems (extension of the specification)',
    method: 'GET',
    path: '/bo/imports/v1/{id}',
    api: 'main',
    entry: 'functions/import-jobs/get-import-job.ts',
    grants: { table: ['GetItem'] },
  }),
];
