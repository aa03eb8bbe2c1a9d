import { randomUUID } from 'node:crypto';
import {
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { localResourceNames } from '#infra/local/stack.ts';
import { findOutboxItem } from '#shared/stores/analyses/analysis-repository.ts';
import { sqsClientConfig } from '#shared/stores/aws/sqs.ts';
import { setting } from '#shared/stores/config/env.ts';
import { aCatalogueNaming, aCsv, aPdf, aSubjectFile, settledAnalysis } from '#test/support/analysis-fixtures.ts';
import { call } from '#test/support/api.ts';
import { anOrganizationUser } from '#test/support/fixtures.ts';

/**
 * The whole path as it runs in AWS: the API writes the analysis and its outbox item, the relay
 * sends the message, the queue delivers it to the consumer, which reads the file from the bucket.
 */
const path = '/rs/report-analyses/v1/';
const sqs = new SQSClient(sqsClientConfig);
afterAll(() => sqs.destroy());

// Ids are global: each test's organization gets catalogue records of its own.
const freshNames = () => ({
  units: [{ id: randomUUID(), ref: 'UNI-1', name: 'Résidence Les Tilleuls' }],
  technicalInstallations: [
    { id: randomUUID(), ref: 'TI-4', name: 'Désenfumage' },
    { id: randomUUID(), ref: 'TI-5', name: 'Ascenseur' },
  ],
  equipment: [{ id: randomUUID(), ref: 'EQ-9', name: 'Volet de désenfumage cage B' }],
  providers: [{ id: randomUUID(), ref: 'PRV-2', name: 'Socotec' }],
});
let names = freshNames();
beforeEach(() => {
  names = freshNames();
});

const analyse = async (as: string, body: Record<string, unknown>) => {
  const { status, body: created } = await call('POST', path, { as, body });
  expect(status).toBe(202);
  return settledAnalysis(created.id, as);
};

describe('report analysis, from the API to the consumer', () => {
  it('extracts the metadata and the anomalies of a real PDF report, matched to the catalogue', async () => {
    const caller = await anOrganizationUser({ role: 'manager' });
    await aCatalogueNaming(caller.organizationId, names);
    const pdf = await aPdf([
      'Rapport de vérification périodique - Résidence Les Tilleuls',
      'Référence : RVP-2025-118',
      'Date du rapport : 14/05/2025',
      'Organisme : SOCOTEC Construction',
      'Installations : désenfumage, ascenseur',
      'Observations',
      '1. Volet de désenfumage cage B bloqué en position fermée',
      'lors de l’essai (priorité : critique)',
      '2. Ascenseur : éclairage de cabine insuffisant - P3',
      'Conclusion',
      'Installation à reprendre.',
    ]);
    const file = await aSubjectFile(caller.organizationId, pdf);

    const metadata = await analyse(caller.id, { type: 'metadata', reportId: file.id });
    expect(metadata).toMatchObject({ status: 'succeeded', error: null });
    expect(metadata.result).toEqual({
      documentDate: '2025-05-14',
      provider: { name: 'Socotec', id: names.providers[0]!.id, ref: 'PRV-2' },
      references: ['RVP-2025-118'],
      units: [names.units[0]],
      technicalInstallations: [names.technicalInstallations[0], names.technicalInstallations[1]],
      equipment: [names.equipment[0]],
    });

    const anomalies = await analyse(caller.id, { type: 'anomalies', reportId: file.id });
    expect(anomalies.result).toEqual({
      anomalies: [
        {
          text: 'Volet de désenfumage cage B bloqué en position fermée lors de l’essai',
          ref: null,
          priority: 'critical',
          grade: 'priorité : critique',
          location: null,
          reference: null,
          action: null,
          dueDate: null,
          equipment: names.equipment[0],
          technicalInstallation: names.technicalInstallations[0],
        },
        {
          text: 'Ascenseur : éclairage de cabine insuffisant',
          ref: null,
          priority: 'medium',
          grade: 'P3',
          location: null,
          reference: null,
          action: null,
          dueDate: null,
          equipment: null,
          technicalInstallation: names.technicalInstallations[1],
        },
      ],
    });
  });

  it('names the equipment of the report’s own site, read from the catalogue’s name entries', async () => {
    const caller = await anOrganizationUser({ role: 'manager' });
    const [tilleuls, haussmann] = [randomUUID(), randomUUID()];
    const [tgbtOfTilleuls, tgbtOfHaussmann] = [randomUUID(), randomUUID()];
    await aCatalogueNaming(caller.organizationId, {
      units: [
        { id: tilleuls, ref: 'UNI-1', name: 'Résidence Les Tilleuls' },
        { id: haussmann, ref: 'UNI-2', name: 'Le Carré Haussmann' },
      ],
      equipment: [
        { id: tgbtOfTilleuls, ref: 'EQ-1', name: 'TGBT', unitId: tilleuls },
        { id: tgbtOfHaussmann, ref: 'EQ-2', name: 'TGBT', unitId: haussmann },
      ],
    });
    const file = await aSubjectFile(
      caller.organizationId,
      await aPdf(['Site : Le Carré Haussmann', 'Observations', '- TGBT : plastron manquant, bornes accessibles']),
    );
    const anomalies = await analyse(caller.id, { type: 'anomalies', reportId: file.id });
    expect(anomalies.result.anomalies).toMatchObject([{ equipment: { id: tgbtOfHaussmann, ref: 'EQ-2' } }]);
    const metadata = await analyse(caller.id, { type: 'metadata', reportId: file.id });
    expect(metadata.result).toMatchObject({ units: [{ id: haussmann }], equipment: [{ id: tgbtOfHaussmann }] });
  });

  it('compares the anomalies of a CSV report with those of an earlier PDF report', async () => {
    const caller = await anOrganizationUser();
    await aCatalogueNaming(caller.organizationId, names);
    const before = await aSubjectFile(
      caller.organizationId,
      await aPdf([
        'Observations',
        'ANO-1 Volet de désenfumage cage B bloqué',
        'ANO-2 Extincteur du hall à recharger',
        'ANO-3 Porte du local poubelles forcée',
      ]),
    );
    const baseline = await analyse(caller.id, { type: 'anomalies', reportId: before.id });
    expect(baseline.result.anomalies).toHaveLength(3);

    const csv = aCsv([
      ['Référence', 'Équipement', 'Observation', 'Priorité'],
      ['ANO-1', 'Volet de désenfumage cage B', 'Volet toujours bloqué', 'Haute'],
      ['', '', 'Porte du local poubelles forcée', ''],
      ['ANO-4', 'Ascenseur', 'Alarme de cabine inopérante', 'critique'],
    ]);
    const after = await aSubjectFile(caller.organizationId, csv, {
      kind: 'inboxItem',
      mimeType: 'text/csv',
      name: 'suivi.csv',
    });
    const comparison = await analyse(caller.id, {
      type: 'comparison',
      inboxItemId: after.id,
      fromAnalysisId: baseline.id,
    });
    expect(comparison).toMatchObject({ status: 'succeeded', inboxItemId: after.id, fromAnalysisId: baseline.id });
    const texts = (list: { text: string }[]) => list.map((anomaly) => anomaly.text);
    expect(texts(comparison.result.stillPresent)).toEqual(['Volet toujours bloqué', 'Porte du local poubelles forcée']);
    expect(texts(comparison.result.new)).toEqual(['Alarme de cabine inopérante']);
    expect(texts(comparison.result.gone)).toEqual(['Extincteur du hall à recharger']);
    expect(comparison.result.anomalies).toHaveLength(3);
    expect(comparison.result.new[0]).toMatchObject({
      ref: 'ANO-4',
      priority: 'critical',
      technicalInstallation: names.technicalInstallations[1],
    });

    const next = await analyse(caller.id, { type: 'comparison', reportId: before.id, fromAnalysisId: comparison.id });
    expect(texts(next.result.new)).toEqual(['Extincteur du hall à recharger']);
    expect(texts(next.result.gone)).toEqual(['Alarme de cabine inopérante']);
  });

  it('leaves no outbox item behind once the message is sent', async () => {
    const caller = await anOrganizationUser();
    const file = await aSubjectFile(caller.organizationId, 'Observations\n- rien', { mimeType: 'text/plain' });
    const done = await analyse(caller.id, { type: 'anomalies', reportId: file.id });
    expect(await findOutboxItem(caller.organizationId, done.id)).toBeUndefined();
  });

  it('moves a message no delivery can process to the dead-letter queue after the last attempt', {
    timeout: 90_000,
  }, async () => {
    const marker = randomUUID();
    const body = JSON.stringify({ poison: marker });
    await sqs.send(new SendMessageCommand({ QueueUrl: setting('analysisQueueUrl'), MessageBody: body }));
    const { QueueUrl } = await sqs.send(
      new GetQueueUrlCommand({ QueueName: localResourceNames.analysisDeadLetterQueue }),
    );
    const until = Date.now() + 80_000;
    let found: { ReceiptHandle?: string; Attributes?: Record<string, string> } | undefined;
    while (!found && Date.now() < until) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl,
          WaitTimeSeconds: 1,
          MaxNumberOfMessages: 10,
          VisibilityTimeout: 30,
          MessageSystemAttributeNames: ['All'],
        }),
      );
      found = Messages.find((message) => message.Body === body);
    }
    expect(found, 'the poison message in the dead-letter queue').toBeDefined();
    expect(Number(found!.Attributes?.ApproximateReceiveCount)).toBeGreaterThanOrEqual(1);
    await sqs.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: found!.ReceiptHandle }));
  });
});
