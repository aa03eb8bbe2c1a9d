import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as consumeAnalyses } from '#functions/analyses/consume-analyses.ts';
import { handler as querySearch } from '#functions/search/query.ts';
import { handler as resendInvitation } from '#functions/users/resend-invitation.ts';
import { lambdaContext } from '#infra/local/api-gateway-event.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { anAnalysisRecord, aSubjectFile, messageFor, sqsEvent } from '#test/support/analysis-fixtures.ts';
import { bearerOf } from '#test/support/api.ts';
import { aRecord, importInto } from '#test/support/catalogue-fixtures.ts';
import { eventFor } from '#test/support/events.ts';
import { anOrganization, aPendingUser } from '#test/support/organization-fixtures.ts';

/**
 * The business figures as CloudWatch reads them: EMF documents on stdout, written by the handlers
 * running in this process against the local stack. The namespace is what turns them on (the CDK
 * stacks set it on every function); it is set before any module of the service loads.
 */
const namespace = vi.hoisted(() => (process.env.POWERTOOLS_METRICS_NAMESPACE = 'FacilityComplianceTest'));
afterAll(() => {
  delete process.env.POWERTOOLS_METRICS_NAMESPACE;
});

interface EmfDocument {
  _aws: {
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [field: string]: unknown;
}

let printed: string[] = [];
beforeEach(() => {
  printed = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    printed.push(String(chunk));
    return write(chunk, ...(rest as [])) as boolean;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The figures of one metric written since the test began: its dimensions and value, one per document. */
const emitted = (name: string) =>
  printed
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{') && line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfDocument)
    .filter((document) =>
      document._aws.CloudWatchMetrics.some((directive) => directive.Metrics.some((metric) => metric.Name === name)),
    )
    .map((document) => {
      const [directive] = document._aws.CloudWatchMetrics;
      expect(directive?.Namespace).toBe(namespace);
      const dimensions = Object.fromEntries(
        directive!.Dimensions.flat().map((dimension) => [dimension, document[dimension]]),
      );
      return {
        dimensions,
        value: document[name],
        unit: directive!.Metrics.find((metric) => metric.Name === name)?.Unit,
      };
    });

const rsAdmin = await bearerOf(demoIds.rsAdmin);
const backOffice = await bearerOf(demoIds.backOfficeAdmin);

const ask = (query: string) => {
  const { event, context } = eventFor('POST', '/rs/search/v1/query', '/rs/search/v1/query', {
    body: JSON.stringify({ query }),
    headers: { 'content-type': 'application/json', authorization: rsAdmin },
  });
  return querySearch(event, context);
};

describe('business metrics', () => {
  it('count each search answer by kind, without the organization', async () => {
    expect((await ask('ANO-1'))?.statusCode).toBe(200);
    expect(emitted('SearchAnswers')).toEqual([
      { dimensions: { service: expect.any(String), kind: 'results' }, value: 1, unit: 'Count' },
    ]);
    expect(emitted('SearchRefusals')).toEqual([]);
  });

  it('count a refused question by its reason', async () => {
    expect((await ask('Supprime les factures de Kone'))?.statusCode).toBe(200);
    expect(emitted('SearchAnswers')).toEqual([
      expect.objectContaining({ dimensions: expect.objectContaining({ kind: 'unsupported' }) }),
    ]);
    expect(emitted('SearchRefusals')).toEqual([
      { dimensions: { service: expect.any(String), reason: 'mutation' }, value: 1, unit: 'Count' },
    ]);
  });

  it('count analysis outcomes, failures by code, and time each run by type', async () => {
    const org = demoIds.rsOrganization;
    const text = await aSubjectFile(org, 'Observations\n- Extincteur vide (priorité : haute)', {
      mimeType: 'text/plain',
    });
    const succeeding = await anAnalysisRecord(org, { subject: { kind: 'report', id: text.id } });
    const failing = await anAnalysisRecord(org, { subject: { kind: 'inboxItem', id: crypto.randomUUID() } });
    const response = await consumeAnalyses(
      sqsEvent([{ body: messageFor(succeeding) }, { body: messageFor(failing) }]),
      lambdaContext('consumeReportAnalyses', 60_000),
    );
    expect(response.batchItemFailures).toEqual([]);

    const outcomes = emitted('AnalysisOutcomes').map(({ dimensions }) => dimensions.outcome);
    expect(outcomes.sort()).toEqual(['failed', 'succeeded']);
    expect(emitted('AnalysisFailures')).toEqual([
      expect.objectContaining({ dimensions: expect.objectContaining({ code: 'subject_not_found' }) }),
    ]);
    const durations = emitted('AnalysisDuration');
    expect(durations).toHaveLength(2);
    for (const duration of durations) {
      expect(duration).toMatchObject({ dimensions: { type: succeeding.type }, unit: 'Milliseconds' });
      expect(duration.value).toBeGreaterThanOrEqual(0);
    }
  });

  it('count invitations sent and those the rate limit refuses', async () => {
    const user = await aPendingUser(await anOrganization({ type: 'rs' }));
    const resend = () => {
      const { event, context } = eventFor(
        'POST',
        `/bo/users/v1/${user.id}/invitation/resend`,
        '/bo/users/v1/{id}/invitation/resend',
        {
          headers: { authorization: backOffice },
          pathParameters: { id: user.id },
        },
      );
      return resendInvitation(event, context);
    };
    expect((await resend())?.statusCode).toBe(200);
    expect((await resend())?.statusCode).toBe(429);
    expect(emitted('InvitationsSent')).toEqual([
      { dimensions: { service: expect.any(String) }, value: 1, unit: 'Count' },
    ]);
    expect(emitted('InvitationsRateLimited')).toEqual([
      { dimensions: { service: expect.any(String) }, value: 1, unit: 'Count' },
    ]);
  });

  it('count the records a catalogue import writes', async () => {
    await importInto(crypto.randomUUID(), { records: [aRecord('unit'), aRecord('unit'), aRecord('document')] });
    expect(emitted('CatalogueRecordsImported')).toEqual([
      { dimensions: { service: expect.any(String) }, value: 3, unit: 'Count' },
    ]);
  });
});
