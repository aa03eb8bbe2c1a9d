/**
 * One valid request of every HTTP operation, on the demo data that `seedDemo()` loads, so that a
 * tool can send each operation once: `npm run bench:cold` (each bundle's first request) and the
 * smoke run of the bundles. test/local/demo-requests.test.ts sends each through the local API.
 *
 * Most requests name only what the demo files name. Three operations take ids that the demo files
 * cannot name, because the running stack gives them:
 * - the attachments API's integer ids (origins, attachments) are taken from global sequences on the
 *   first import (docs/files.md, "Demo data") by concurrent writers: which record gets which id
 *   differs from one fresh seed to the next;
 * - an analysis id is a random uuid given when the analysis is queued (`createReportAnalysisRSV1`).
 * Their entries in `demoRequests` are still valid, with the answer they get on every freshly seeded
 * stack (`listAttachmentsByOriginV3` and `getReportAnalysisRSV1`: 404; `updateAttachmentV3`: 200 on
 * attachment 1, one of the seven demo files); `resolvedDemoRequest` gives the request on the
 * records meant, with the ids this stack gave them.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expectedOrigin, originShapeOf } from '#shared/stores/attachments/record-origins.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { analysisKeys, fileKeys } from '#shared/stores/db/keys.ts';
import { BIGINT_MAX } from '#shared/vocabulary/formats/plain-formats.ts';
import {
  analysisDemoIds,
  backOfficeDemoIds,
  buildingWorkDemoIds,
  demoIds,
  demoRecord,
  libraryDemoIds,
  planPointDemoIds,
  rsDemo,
} from './demo-data.ts';

/** One valid request of an operation, on the demo data. */
export interface DemoRequest {
  /** The demo user who sends it (one of demoIds / backOfficeDemoIds … users; attachments-API requests get a fresh session token of this user from whoever sends them: do not put one here). */
  userId: string;
  /** The concrete path, with the query string if any. */
  path: string;
  headers?: Readonly<Record<string, string>>;
  /** The JSON body, for operations that take one. */
  body?: unknown;
  /** The status this request answers on freshly seeded demo data. */
  status: number;
}

/** The path with its query string; objects and arrays JSON-encoded, as `extend` and the filters take them. */
const withQuery = (path: string, query: Record<string, string | number | boolean | object>) =>
  `${path}?${Object.entries(query)
    .map(
      ([name, value]) =>
        `${name}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
    )
    .join('&')}`;

/** The rs demo's anomaly ANO-1: it carries two files, and its interventions INT-901 and INT-902 three more. */
const rsAnomaly = demoRecord(rsDemo, 'anomaly', 'ANO-1').id;

interface DemoAttachment {
  id: string;
  recordId: string;
  file: { name: string };
}
/** The rs demo's attachments section (demo-data.ts leaves it out of its catalogue type). */
const rsAttachments = (rsDemo as unknown as { attachments: DemoAttachment[] }).attachments;
/** The rs organization's logo: the one demo file on the organization itself. */
const rsLogo = rsAttachments.find((attachment) => attachment.recordId === demoIds.rsOrganization)!;

/** The seeded preventive rules start at version 1; every update adds one. */
const seededRuleVersion = 1;

const listingQuery = { extend: ['uploaded-by', 'actions-info'], includeCount: true, pageSize: 20 };
const listingPath = (originType: number, originId: number) =>
  withQuery(`/attachments/v3/origin/${originType}/${originId}`, listingQuery);
const attachmentPath = (attachmentId: number) => `/attachments/v3/${attachmentId}`;
const analysisPath = (analysisId: string) => `/rs/report-analyses/v1/${analysisId}`;

/** By operationId; every operation of `httpOperations` has one. */
export const demoRequests: Readonly<Record<string, DemoRequest>> = {
  /** French, as the rs organization: the name resolver finds the unit, the executor eleven open anomalies. */
  querySearchRSV1: {
    userId: demoIds.rsManager,
    path: '/rs/search/v1/query',
    body: { query: 'anomalies ouvertes du Bâtiment A' },
    status: 200,
  },
  /** A label that commissions use: its actions say it cannot be deleted. */
  getLabelRSV1: {
    userId: demoIds.rsAdmin,
    path: withQuery(`/rs/labels/v1/${demoIds.usedLabel}`, { extend: ['actions-info', 'updatable-fields'] }),
    status: 200,
  },
  listNotificationTypesRSV1: {
    userId: demoIds.rsManager,
    path: '/rs/notification-preferences/v1/types',
    headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
    status: 200,
  },
  /** The building work under way, with every extension: units, commission, counts, creator, documents (presigned), actions, updatable fields. */
  getBuildingWorkRSV1: {
    userId: demoIds.rsAdmin,
    path: withQuery(`/rs/building-works/v1/${buildingWorkDemoIds.underWay}`, {
      extend: ['units', 'commission', 'counts', 'created-by', 'documents', 'actions-info', 'updatable-fields'],
    }),
    status: 200,
  },
  /** ANO-1, which the first import gave an origin for its files. */
  resolveRecordOriginRSV1: {
    userId: demoIds.rsViewer,
    path: `/rs/origins/v1/${rsAnomaly}`,
    status: 200,
  },
  /** The ad organization's anomaly, given its origin on this first use. */
  resolveRecordOriginADV1: {
    userId: demoIds.adAdmin,
    path: `/ad/origins/v1/${planPointDemoIds.anomaly}`,
    status: 200,
  },
  /**
   * No origin id is known before the stack gives it (see above): a listing of an id the sequence
   * never reaches, a 404 on every stack. `resolvedDemoRequest` lists ANO-1 with its interventions' files.
   */
  listAttachmentsByOriginV3: {
    userId: demoIds.rsManager,
    path: listingPath(1, BIGINT_MAX),
    status: 404,
  },
  /**
   * Attachment 1 is one of the seven demo files on every freshly seeded stack (the first import
   * takes ids 1 to 7), usually the logo; an admin may rename each of them. `resolvedDemoRequest`
   * names the logo's id.
   */
  updateAttachmentV3: {
    userId: demoIds.rsAdmin,
    path: attachmentPath(1),
    body: { name: 'Logo Foncière Démo 2026.png' },
    status: 200,
  },
  /** The registry (on no building work): a new PDF within the organization's 10 GiB upload limit. */
  replaceDocumentRSV1: {
    userId: demoIds.rsManager,
    path: `/rs/documents/v1/${buildingWorkDemoIds.registry}/replace`,
    body: { name: 'Registre de sécurité 2026.pdf', mimeType: 'application/pdf', size: 245_760 },
    status: 200,
  },
  /** The demo's text report: queued (202), then relayed and analysed by the event consumers. */
  createReportAnalysisRSV1: {
    userId: demoIds.rsAdmin,
    path: '/rs/report-analyses/v1/',
    body: { type: 'anomalies', reportId: analysisDemoIds.report },
    status: 202,
  },
  /**
   * The demo holds no analysis until one is queued, under a random id: the nil uuid, a 404 on every
   * stack. `resolvedDemoRequest` names an analysis of the rs organization once there is one.
   */
  getReportAnalysisRSV1: {
    userId: demoIds.rsAdmin,
    path: analysisPath('00000000-0000-0000-0000-000000000000'),
    status: 404,
  },
  /** The two demo organizations, filtered, ordered and with every cheap extension. */
  listOrganizationsBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: withQuery('/bo/organizations/v1/', {
      whereName: 'démo',
      whereCreatedByBoUserId: demoIds.backOfficeAdmin,
      extend: ['member-count', 'actions-info', 'updatable-fields', 'created-by'],
      orderBy: [{ field: 'name', direction: 'asc' }],
    }),
    status: 200,
  },
  /** Onboarding closed: the duration may still change, which moves the engagement's end and renewal. */
  updateAdOrganizationBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: `/bo/organizations/v1/ad/${demoIds.adOrganization}`,
    body: { engagementDuration: 48, comment: 'Engagement prolongé de 12 mois' },
    status: 200,
  },
  /** Never sent an invitation on a fresh seed, so the 1-per-minute limit lets it through. */
  resendInvitationBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: `/bo/users/v1/${backOfficeDemoIds.pendingRsUser}/invitation/resend`,
    status: 200,
  },
  /** From the ground-floor plan of Site Nord to its first floor: a plan of the anomaly's unit. */
  movePlanPointADV1: {
    userId: demoIds.adAdmin,
    path: `/ad/plan-items/v1/points/${planPointDemoIds.point}`,
    body: { planId: planPointDemoIds.planNorthFirst, xPercent: 30.5, yPercent: 48.25 },
    status: 200,
  },
  /** With If-Match on the version the seed wrote. */
  updatePreventiveLibraryRuleBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: `/bo/library-rules/v1/preventive/${libraryDemoIds.fireAlarmCheck}`,
    headers: { 'if-match': `"${seededRuleVersion}"` },
    body: {
      description:
        'Vérification par un organisme agréé du SSI de catégorie A ou B et du désenfumage associé ; le rapport est joint au registre de sécurité.',
    },
    status: 200,
  },
  openSessionV1: {
    userId: demoIds.rsAdmin,
    path: '/sessions/v1',
    body: { deviceId: 'demo-laptop' },
    status: 201,
  },
  /** No session has this token: a client closes the one it opened (test/functions/sessions). */
  closeSessionV1: {
    userId: demoIds.adAdmin,
    path: '/sessions/v1/close',
    body: { sessionToken: 'not-an-open-session' },
    status: 404,
  },
  /** No invitation has this token: accepting one needs the link of an e-mail (test/functions/invitations). */
  acceptInvitationV1: {
    userId: demoIds.rsAdmin,
    path: '/invitations/v1/accept',
    body: { token: 'A'.repeat(43), password: 'Correct-Horse-42!' },
    status: 404,
  },
  listBackOfficeUsersBOV1: { userId: demoIds.backOfficeAdmin, path: '/bo/back-office-users/v1', status: 200 },
  /** A colleague of the demo administrator; a second run on kept data answers 409 (the e-mail is taken). */
  createBackOfficeUserBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: '/bo/back-office-users/v1',
    body: { firstName: 'Camille', lastName: 'Office', email: 'camille.office@example.com' },
    status: 201,
  },
  /** The administrator's own id: nobody changes their own status. */
  disableBackOfficeUserBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: `/bo/back-office-users/v1/${demoIds.backOfficeAdmin}/disable`,
    status: 409,
  },
  /** A job for a file of 2 KB; upload its one part with the answer's presigned URL, then start it. */
  createImportJobBOV1: { userId: demoIds.backOfficeAdmin, path: '/bo/imports/v1', body: { size: 2048 }, status: 201 },
  /** No job has this id; on a job awaiting its file, its parts 1 to 8 with their presigned URLs. */
  listImportJobPartsBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: '/bo/imports/v1/e1e2e3e4-0001-4000-8000-000000000001/parts?from=1&count=8',
    status: 404,
  },
  /** No job has this id. */
  startImportJobBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: '/bo/imports/v1/e1e2e3e4-0001-4000-8000-000000000001/start',
    body: { parts: [{ partNumber: 1, etag: '"9e107d9d372bb6826bd81d3542a419d6"' }] },
    status: 404,
  },
  getImportJobBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: '/bo/imports/v1/e1e2e3e4-0001-4000-8000-000000000001',
    status: 404,
  },
  enableBackOfficeUserBOV1: {
    userId: demoIds.backOfficeAdmin,
    path: `/bo/back-office-users/v1/${demoIds.backOfficeAdmin}/enable`,
    status: 409,
  },
  /** No invitation has this token: its state is `unknown` (test/functions/invitations/inspect-invitation.test.ts shows the others). */
  inspectInvitationV1: {
    userId: demoIds.rsAdmin,
    path: '/invitations/v1/inspect',
    body: { token: 'A'.repeat(43) },
    status: 200,
  },
  /** The page itself; the token of a link is its fragment, which no request carries. */
  getInvitationPageV1: {
    userId: demoIds.rsAdmin,
    path: '/invitations/v1/page',
    headers: { 'accept-language': 'fr-FR' },
    status: 200,
  },
};

const rsOrganization = demoIds.rsOrganization;

/** The requests whose ids only the running stack knows, on the records they are meant for. */
const onStack: Readonly<Record<string, (request: DemoRequest) => Promise<DemoRequest>>> = {
  listAttachmentsByOriginV3: async (request) => {
    const shape = await originShapeOf(rsOrganization, rsAnomaly);
    const origin = shape && (await expectedOrigin(rsOrganization, shape));
    if (!origin) throw new Error('The demo anomaly ANO-1 has no attachments origin: is the demo seeded?');
    return { ...request, path: listingPath(origin.type, origin.id), status: 200 };
  },
  updateAttachmentV3: async (request) => {
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: fileKeys.attachmentOfUuid(rsOrganization, rsLogo.id),
        ConsistentRead: true,
      }),
    );
    if (!Item) throw new Error(`The demo logo ${rsLogo.file.name} has no attachment id: is the demo seeded?`);
    return { ...request, path: attachmentPath(Item.attachmentId as number) };
  },
  getReportAnalysisRSV1: async (request) => {
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :analysis)',
        ExpressionAttributeValues: {
          ':pk': analysisKeys.analysis(rsOrganization, '').PK,
          ':analysis': analysisKeys.analysis(rsOrganization, '').SK,
        },
        ProjectionExpression: 'id',
        Limit: 1,
      }),
    );
    const [analysis] = Items;
    return analysis ? { ...request, path: analysisPath(analysis.id as string), status: 200 } : request;
  },
};

/**
 * The demo request of an operation on this stack (its environment set, the demo seeded): the same
 * as `demoRequests`, except for the three whose ids the stack gives: the listing of ANO-1's files
 * (200), the rename of the rs organization's logo (200), and an analysis of the rs organization
 * (200 once one was queued, e.g. by the demo request of `createReportAnalysisRSV1`; 404 before).
 */
export const resolvedDemoRequest = async (operationId: string): Promise<DemoRequest> => {
  const request = demoRequests[operationId];
  if (!request) throw new Error(`${operationId} has no demo request`);
  const resolve = onStack[operationId];
  return resolve ? resolve(request) : request;
};
