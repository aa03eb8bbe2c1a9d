import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import { findSubjectFile, subjectKey } from '#shared/stores/analyses/subject-repository.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { analysisKeys } from '#shared/stores/db/keys.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import type { Analysis, Subject } from '#shared/vocabulary/analyses/analysis.ts';
import type { SubjectFile } from '#shared/vocabulary/analyses/subject.ts';
import { type ApiClient, call } from './api.ts';
import { aFile, aRecord, importInto } from './catalogue-fixtures.ts';

/** Builders for report analyses: subject files in the bucket, catalogue names, analysis records. */

/** A real PDF, one line of Helvetica text per entry, new pages as needed. */
export const aPdf = async (lines: string[]): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  let page = document.addPage();
  let y = 780;
  for (const line of lines) {
    if (y < 50) {
      page = document.addPage();
      y = 780;
    }
    page.drawText(line, { x: 50, y, size: 11, font });
    y -= 18;
  }
  return document.save();
};

/** A PDF whose only page is an image (a scan): no text at all. */
export const aScannedPdf = async (): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  const image = await document.embedPng(png);
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return document.save();
};

const csvCell = (value: string) => (/[";\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const aCsv = (rows: string[][], delimiter = ';'): string =>
  rows.map((row) => row.map(csvCell).join(delimiter)).join('\r\n');

export interface SubjectOptions {
  kind?: Subject['kind'];
  mimeType?: string;
  name?: string;
  /** The object is not uploaded, to stand for a file that went missing. */
  upload?: boolean;
  storageKey?: string;
}

/**
 * A report record or an inbox item holding the file, imported as the catalogue's. `upload: false`
 * and `storageKey` stand for a file gone missing or a record pointing outside its organization:
 * the stored item is then made to name that key, a fault no import produces.
 */
export const aSubjectFile = async (
  organizationId: string,
  content: Uint8Array | string,
  options: SubjectOptions = {},
): Promise<SubjectFile> => {
  const kind = options.kind ?? 'report';
  const file = aFile(options.name ?? 'report.pdf', content, options.mimeType ?? 'application/pdf');
  const id = randomUUID();
  await importInto(
    organizationId,
    kind === 'report'
      ? { records: [{ ...aRecord('report', { status: 'pending_review', file }), id }] }
      : { inboxItems: [{ id, subject: 'Received report', receivedAt: new Date().toISOString(), file }] },
  );
  const storageKey =
    options.storageKey ?? (options.upload === false ? `org/${organizationId}/missing/${randomUUID()}` : undefined);
  if (storageKey) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subjectKey(organizationId, { kind, id }),
        UpdateExpression: 'SET #file.storageKey = :key',
        ExpressionAttributeNames: { '#file': 'file' },
        ExpressionAttributeValues: { ':key': storageKey },
      }),
    );
  }
  return (await findSubjectFile(organizationId, { kind, id }))!;
};

/** Imports the named records as a catalogue of the organization, the way the catalogue import stores them (an installation's or equipment's `unitId` as its `unitIds`). */
export const aCatalogueNaming = async (organizationId: string, names: Partial<CatalogueNames>): Promise<void> => {
  const records = [
    ...(names.units ?? []).map(({ id, ref, name }) => ({ kind: 'unit', id, ref, title: name })),
    ...(names.technicalInstallations ?? []).map(({ id, ref, name, unitId }) => ({
      kind: 'technical_installation',
      id,
      ref,
      title: name,
      ...(unitId ? { unitIds: [unitId] } : {}),
    })),
    ...(names.equipment ?? []).map(({ id, ref, name, unitId }) => ({
      kind: 'equipment',
      id,
      ref,
      title: name,
      status: 'in_service',
      ...(unitId ? { unitIds: [unitId] } : {}),
    })),
    ...(names.providers ?? []).map(({ id, ref, name }) => ({
      kind: 'provider',
      id,
      ref,
      title: name,
      status: 'active',
    })),
  ];
  const result = await importCatalogue({
    format: 'catalogue/v1',
    organization: {
      id: organizationId,
      type: 'rs',
      name: 'Test organization',
      language: 'fr-FR',
      timezone: 'Europe/Paris',
    },
    records,
  });
  expect(result).toMatchObject({ ok: true });
};

/**
 * An analysis record written directly, without an outbox item: no message is ever sent for it,
 * so a test can deliver messages to the consumer itself without the local stack racing it.
 */
export const anAnalysisRecord = async (
  organizationId: string,
  overrides: Partial<Analysis> = {},
): Promise<Analysis> => {
  const at = new Date().toISOString();
  const analysis: Analysis = {
    id: randomUUID(),
    organizationId,
    type: 'anomalies',
    subject: { kind: 'report', id: randomUUID() },
    fromAnalysisId: null,
    status: 'queued',
    attempt: 0,
    leaseExpiresAt: null,
    createdByUserId: randomUUID(),
    createdAt: at,
    updatedAt: at,
    startedAt: null,
    completedAt: null,
    result: null,
    resultObject: null,
    error: null,
    ...overrides,
  };
  const item = { ...analysisKeys.analysis(organizationId, analysis.id), itemType: 'reportAnalysis', ...analysis };
  // An analysis queued or running is counted in the organization's active count, as the create counts it,
  // so that its end (which takes one off) leaves the count true (docs/data-model.md).
  const active = analysis.status === 'queued' || analysis.status === 'running';
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: item } },
        ...(active
          ? [
              {
                Update: {
                  TableName: tableName(),
                  Key: analysisKeys.activeCount(organizationId),
                  UpdateExpression: 'SET active = if_not_exists(active, :zero) + :one, itemType = :itemType',
                  ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':itemType': itemTypes.activeAnalysesCount },
                },
              },
            ]
          : []),
      ],
    }),
  );
  return analysis;
};

const finished = new Set(['succeeded', 'failed']);

/** Reads the analysis through the API (of the test run's stack unless `client` names another) until the consumer has finished it. */
export const settledAnalysis = async (
  id: string,
  as: string,
  client: Pick<ApiClient, 'call'> = { call },
  timeoutMs = 25_000,
) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await client.call('GET', `/rs/report-analyses/v1/${id}`, { as });
    expect(status).toBe(200);
    if (finished.has(body.status)) return body;
    if (Date.now() > until) throw new Error(`analysis ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

/** Every analysis and outbox item of an organization, to show that a refused request wrote nothing. */
export const analysisItemsOf = async (organizationId: string): Promise<Record<string, unknown>[]> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :analysis)',
      ExpressionAttributeValues: { ':pk': analysisKeys.analysis(organizationId, '').PK, ':analysis': 'ANALYSIS' },
    }),
  );
  return Items;
};

/** An SQS event as Lambda's event source mapping hands it to the consumer. */
export const sqsEvent = (messages: { body: string; receiveCount?: number; messageId?: string }[]): SQSEvent => ({
  Records: messages.map((message) => ({
    messageId: message.messageId ?? randomUUID(),
    receiptHandle: randomUUID(),
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount ?? 1),
      SentTimestamp: String(Date.now()),
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:analysis',
    awsRegion: 'us-east-1',
  })),
});

export const messageFor = (analysis: Pick<Analysis, 'organizationId' | 'id'>) =>
  JSON.stringify({ organizationId: analysis.organizationId, analysisId: analysis.id });
