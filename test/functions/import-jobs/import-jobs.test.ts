import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { uploadParts } from '#infra/cli/import/import-job-client.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { s3 } from '#shared/stores/aws/s3.ts';
import { findStoredRecords } from '#shared/stores/catalogue/record-repository.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { setting } from '#shared/stores/config/env.ts';
import { db } from '#shared/stores/db/client.ts';
import { itemTypes } from '#shared/stores/db/item-types.ts';
import { completeJobFileUpload } from '#shared/stores/imports/import-job-file.ts';
import { beginImportStep, findImportJob, markImportQueued } from '#shared/stores/imports/import-job-repository.ts';
import { findOrganization } from '#shared/stores/organizations/organization-repository.ts';
import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
import { checkDerivedItems } from '#shared/use-cases/checks/check-derived.ts';
import { importCatalogue } from '#shared/use-cases/import/import.ts';
import { createImportJob } from '#shared/use-cases/import-jobs/create-import-job.ts';
import { runImportStep } from '#shared/use-cases/import-jobs/run-import-step.ts';
import { importDelivery, importJobLimits } from '#shared/vocabulary/imports/import-job.ts';
import { call } from '#test/support/api.ts';
import { aFile, aRecord, nextRef } from '#test/support/catalogue-fixtures.ts';
import { createResponseValidator } from '#test/support/openapi-validator.ts';

/**
 * Import jobs (extensions, docs/import-jobs.md): created, uploaded, started and followed through
 * the API, run by the import queue's worker as it runs in AWS.
 */
const asBackOffice = { as: demoIds.backOfficeAdmin };

const aCatalogue = (
  records: unknown[] = [aRecord('anomaly', { status: 'open' })],
  organizationId: string = randomUUID(),
) => ({
  format: 'catalogue/v2',
  organization: { id: organizationId, type: 'rs', name: 'Importée', language: 'fr-FR', timezone: 'Europe/Paris' },
  records,
});

/** The job's parts operation, as the upload asks it for parts `from` to `from + count - 1`. */
const askParts = (jobId: string) => async (from: number, count: number) => {
  const signed = await call('GET', `/bo/imports/v1/${jobId}/parts`, {
    ...asBackOffice,
    query: { from: String(from), count: String(count) },
  });
  expect(signed.status).toBe(200);
  return signed.body;
};

/** Creates a job and uploads these bytes in the parts it gives; the parts to start it with. */
const uploadedWithParts = async (bytes: Buffer) => {
  const created = await call('POST', '/bo/imports/v1', { ...asBackOffice, body: { size: bytes.length } });
  expect(created.status).toBe(201);
  const { upload, job } = created.body;
  return { jobId: job.id as string, parts: await uploadParts(upload, bytes, askParts(job.id)) };
};

/** The parts of each job uploaded, to start it with. */
const uploadedParts = new Map<string, { partNumber: number; etag: string }[]>();

const uploaded = async (bytes: Buffer) => {
  const { jobId, parts } = await uploadedWithParts(bytes);
  uploadedParts.set(jobId, parts);
  return jobId;
};

const start = (jobId: string, parts: unknown = uploadedParts.get(jobId) ?? []) =>
  call('POST', `/bo/imports/v1/${jobId}/start`, { ...asBackOffice, body: { parts } });
const read = (jobId: string) => call('GET', `/bo/imports/v1/${jobId}`, asBackOffice);

/** The job once it has finished, read every 100 ms for at most 60 s. */
const finished = async (jobId: string) => {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const { body } = await read(jobId);
    if (body.state === 'succeeded' || body.state === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import job ${jobId} did not finish`);
};

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** JSON text may end in any amount of white space: a catalogue of `size` bytes, its tail spaces. */
const padded = (bytes: Buffer, size: number) => Buffer.concat([bytes, Buffer.alloc(size - bytes.length, ' ')]);

/** When a presigned URL was signed (`X-Amz-Date`), and until when S3 takes it (`X-Amz-Expires` later). */
const signedAt = (url: string) =>
  Date.parse(
    new URL(url).searchParams
      .get('X-Amz-Date')!
      .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
const signedUntil = (url: string) => signedAt(url) + Number(new URL(url).searchParams.get('X-Amz-Expires')) * 1000;

/**
 * S3's check of a presigned URL's expiry, which the local stand-in does not make (fauxqs 2.4.1
 * takes an expired URL, and a wrong signature, as a valid one): a PUT whose URL has expired is
 * answered 403, in S3's words, and never reaches fauxqs. The URLs PUT, in order.
 */
const s3RefusingExpiredUrls = () => {
  const send = globalThis.fetch;
  const puts: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method !== 'PUT') return send(input, init);
    const url = String(input);
    puts.push(url);
    if (signedUntil(url) > Date.now()) return send(input, init);
    return new Response('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>', {
      status: 403,
    });
  });
  return { puts, restore: () => spy.mockRestore() };
};

/** Uploads through `s3RefusingExpiredUrls`, noting each batch of parts asked for as `[from, count]`. */
const uploadedAsS3Would = async (jobId: string, upload: Parameters<typeof uploadParts>[0], bytes: Buffer) => {
  const asked: [number, number][] = [];
  const ask = askParts(jobId);
  const s3 = s3RefusingExpiredUrls();
  try {
    const parts = await uploadParts(upload, bytes, (from, count) => {
      asked.push([from, count]);
      return ask(from, count);
    });
    return { parts, asked, puts: s3.puts };
  } finally {
    s3.restore();
  }
};

/** A batch that puts record items. */
const writesRecords = (command: unknown): boolean =>
  command instanceof BatchWriteCommand &&
  Object.values(command.input.RequestItems ?? {}).some((requests) =>
    requests.some((request) => request.PutRequest?.Item?.itemType === itemTypes.catalogueRecord),
  );

/** How many of these records the organization holds. */
const countRecords = async (organizationId: string, records: readonly { id: string }[]) =>
  (
    await findStoredRecords(
      organizationId,
      records.map((record) => record.id),
    )
  ).length;

describe('import jobs', () => {
  it('imports an uploaded catalogue inside the service and says who, when, what and how far', async () => {
    const catalogue = aCatalogue([aRecord('anomaly', { status: 'open' }), aRecord('anomaly', { status: 'resolved' })]);
    const jobId = await uploaded(json(catalogue));
    expect((await read(jobId)).body).toMatchObject({ state: 'awaitingUpload', createdBy: demoIds.backOfficeAdmin });
    const started = await start(jobId);
    expect(started).toMatchObject({ status: 202, body: { id: jobId, state: 'queued', startedAt: expect.any(String) } });
    const job = await finished(jobId);
    expect(job).toMatchObject({
      state: 'succeeded',
      organizationId: catalogue.organization.id,
      fileSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      records: { total: 2, written: 2 },
      problems: [],
      failure: null,
      finishedAt: expect.any(String),
    });
    expect(await findOrganization(catalogue.organization.id)).toMatchObject({ name: 'Importée' });
  });

  it('lists every problem of a file it refuses, and writes nothing', async () => {
    const catalogue = aCatalogue([
      aRecord('anomaly', { status: 'not-a-status' }),
      aRecord('anomaly', { status: 'open', unexpected: true }),
    ]);
    const job = await finished(await startedJob(json(catalogue)));
    expect(job).toMatchObject({ state: 'failed', problemCount: 2 });
    expect(job.problems).toEqual([
      expect.objectContaining({ field: 'records[0].status', rule: 'status' }),
      expect.objectContaining({ field: 'records[1].unexpected', rule: 'unknown_property' }),
    ]);
    expect(await findOrganization(catalogue.organization.id)).toBeUndefined();
  });

  it('refuses bytes that are not JSON text, naming why', async () => {
    const job = await finished(await startedJob(Buffer.from('{"format": "catalogue/v2", ')));
    expect(job).toMatchObject({ state: 'failed', problems: [expect.objectContaining({ rule: 'json' })] });
  });

  it('takes a paused job up where it stopped: no record lost, none doubled, derived data exact', async () => {
    const records = Array.from({ length: 60 }, (_, index) =>
      aRecord('anomaly', { status: index % 2 ? 'open' : 'resolved' }),
    );
    const catalogue = aCatalogue(records);
    const jobId = await uploaded(json(catalogue));
    // Started by hand rather than through the queue, with a step whose time is already nearly spent.
    await completeJobFileUpload(jobId, (await findImportJob(jobId))!.uploadId, uploadedParts.get(jobId)!);
    await markImportQueued(jobId, new Date().toISOString());
    await runImportStep(jobId, { deadline: Date.now() + importDelivery.pauseMarginMs - 1, receiveCount: 1 });
    // The step paused and sent the next one, which the local worker takes as Lambda would.
    expect((await findImportJob(jobId))?.steps).toBeGreaterThanOrEqual(1);
    const job = await finished(jobId);
    expect(job).toMatchObject({ state: 'succeeded', steps: 2, records: { total: 60, written: 60 } });
    const check = await withWriterLease(catalogue.organization.id, () => checkDerivedItems(catalogue.organization.id));
    expect(check).toMatchObject({ records: 60, drifts: [] });
  });

  it('takes a step killed part-way through its writes up again: no record lost, none doubled, derived data exact', async () => {
    const records = Array.from({ length: 400 }, (_, index) =>
      aRecord('anomaly', { status: index % 3 ? 'open' : 'resolved' }),
    );
    const catalogue = aCatalogue(records);
    const jobId = await uploaded(json(catalogue));
    await completeJobFileUpload(jobId, (await findImportJob(jobId))!.uploadId, uploadedParts.get(jobId)!);
    await markImportQueued(jobId, new Date().toISOString());
    // The step dies in the middle of its record writes, as a crash or throttling would end it.
    const send = db().send.bind(db());
    let recordBatches = 0;
    const fault = vi.spyOn(db(), 'send').mockImplementation((async (command: unknown) => {
      if (writesRecords(command) && ++recordBatches === 3)
        throw Object.assign(new Error('killed'), { name: 'InternalServerError', $metadata: { httpStatusCode: 500 } });
      return send(command as never);
    }) as never);
    await expect(runImportStep(jobId, { deadline: Date.now() + 600_000, receiveCount: 1 })).rejects.toThrow(
      /writing records/,
    );
    fault.mockRestore();
    const written = await countRecords(catalogue.organization.id, records);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(400);
    // The queue delivers the step again after its visibility timeout; here it is run at once.
    await runImportStep(jobId, { deadline: Date.now() + 600_000, receiveCount: 1 });
    expect(await findImportJob(jobId)).toMatchObject({ state: 'succeeded', steps: 2, records: { written: 400 } });
    expect(await countRecords(catalogue.organization.id, records)).toBe(400);
    const check = await withWriterLease(catalogue.organization.id, () => checkDerivedItems(catalogue.organization.id));
    expect(check).toMatchObject({ records: 400, drifts: [] });
  });

  it('lists every problem of a file whose faults lie far into it, and writes nothing', async () => {
    const records = Array.from({ length: 3000 }, (_, index) =>
      aRecord('anomaly', { status: index === 2500 ? 'nope' : 'open', ...(index === 2999 && { extra: 1 }) }),
    );
    records.push({ ...records[10]!, ref: nextRef('ANO') });
    const catalogue = aCatalogue(records);
    const job = await finished(await startedJob(json(catalogue)));
    expect(job.problems.map((problem: { field: string; rule: string }) => [problem.field, problem.rule])).toEqual([
      ['records[2500].status', 'status'],
      ['records[2999].extra', 'unknown_property'],
      ['records[3000].id', 'duplicate_id'],
    ]);
    expect(job.problemCount).toBe(3);
    expect(await findOrganization(catalogue.organization.id)).toBeUndefined();
    expect(await countRecords(catalogue.organization.id, records)).toBe(0);
  });

  it('imports two organizations side by side: their steps overlap, neither waits for the other', async () => {
    const records = () => Array.from({ length: 300 }, () => aRecord('anomaly', { status: 'open' }));
    const jobs = await Promise.all(
      [aCatalogue(records()), aCatalogue(records())].map((catalogue) => uploaded(json(catalogue))),
    );
    const timeline: { at: number; job: number; state: string; written: number }[] = [];
    const t0 = Date.now();
    await Promise.all(jobs.map((jobId) => start(jobId)));
    const follow = async (jobId: string, job: number) => {
      for (;;) {
        const { body } = await read(jobId);
        timeline.push({ at: Date.now() - t0, job, state: body.state, written: body.records.written });
        if (body.state === 'succeeded' || body.state === 'failed') return body;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const ended = await Promise.all(jobs.map((jobId, job) => follow(jobId, job)));
    expect(ended.map((job) => job.state)).toEqual(['succeeded', 'succeeded']);
    const window = (job: number) => {
      const running = timeline.filter((entry) => entry.job === job && entry.state === 'running');
      return {
        from: running[0]?.at ?? Number.POSITIVE_INFINITY,
        to: timeline.filter((entry) => entry.job === job).at(-1)!.at,
      };
    };
    const [first, second] = [window(0), window(1)];
    console.log(`two organizations' jobs, ms since start: ${JSON.stringify({ first, second })}`);
    expect(first.from < second.to && second.from < first.to).toBe(true);
  });

  it('uploads a file larger than one part in parts, and starts it once they are all there', async () => {
    const records = Array.from({ length: 3 }, () => aRecord('anomaly', { status: 'open' }));
    // JSON text may end in any amount of white space: 9 MB of it make the file two parts.
    const bytes = Buffer.concat([json(aCatalogue(records)), Buffer.alloc(9_000_000, ' ')]);
    const created = await call('POST', '/bo/imports/v1', { ...asBackOffice, body: { size: bytes.length } });
    expect(created.body.upload.parts.map((part: { size: number }) => part.size)).toEqual([
      importJobLimits.partBytes,
      bytes.length - importJobLimits.partBytes,
    ]);
    const jobId = created.body.job.id;
    const parts = await uploadParts(created.body.upload, bytes, askParts(jobId));
    expect(await start(jobId, [parts[0]])).toMatchObject({ status: 400, body: { error: 'validation_error' } });
    expect(await start(jobId, [...parts].reverse())).toMatchObject({
      status: 400,
      body: { error: 'validation_error' },
    });
    expect((await read(jobId)).body.state).toBe('awaitingUpload');
    expect((await start(jobId, parts)).status).toBe(202);
    expect(await finished(jobId)).toMatchObject({ state: 'succeeded', records: { total: 3, written: 3 } });
  });

  it('refuses a start without its parts or with other ETags, a second start, an unknown job, a bad body, and organization users', async () => {
    const bytes = json(aCatalogue());
    const created = await call('POST', '/bo/imports/v1', { ...asBackOffice, body: { size: bytes.length } });
    const jobId = created.body.job.id;
    const otherEtag = [{ partNumber: 1, etag: '"9e107d9d372bb6826bd81d3542a419d6"' }];
    // No part uploaded yet, then a part uploaded but listed with another ETag.
    expect(await start(jobId, otherEtag)).toMatchObject({ status: 409, body: { details: { reason: 'parts' } } });
    const parts = await uploadParts(created.body.upload, bytes, askParts(jobId));
    expect(await start(jobId, otherEtag)).toMatchObject({ status: 409, body: { details: { reason: 'parts' } } });
    expect((await start(jobId, parts)).status).toBe(202);
    expect(await start(jobId, parts)).toMatchObject({ status: 409, body: { details: { state: expect.any(String) } } });
    expect((await start(randomUUID(), otherEtag)).status).toBe(404);
    expect((await read(randomUUID())).status).toBe(404);
    expect((await read('not-a-uuid')).status).toBe(400);
    for (const body of [{}, { size: 0 }, { size: 6 * 1024 ** 3 }, { size: 10, name: 'x' }, { size: 1.5 }])
      expect({ body, status: (await call('POST', '/bo/imports/v1', { ...asBackOffice, body })).status }).toEqual({
        body,
        status: 400,
      });
    for (const body of [
      {},
      { parts: [] },
      { parts: [{ partNumber: 0, etag: '"a"' }] },
      { parts: [{ partNumber: 1 }] },
      { parts: [{ partNumber: 1, etag: '<Part>' }] },
      { parts: [{ partNumber: 1, etag: '"a"', size: 3 }] },
      { parts: otherEtag, more: true },
    ])
      expect({
        body,
        status: (await call('POST', `/bo/imports/v1/${jobId}/start`, { ...asBackOffice, body })).status,
      }).toEqual({
        body,
        status: 400,
      });
    expect((await call('POST', '/bo/imports/v1', { as: demoIds.rsAdmin, body: { size: 10 } })).status).toBe(403);
    expect((await call('POST', '/bo/imports/v1', { body: { size: 10 } })).status).toBe(401);
    expect((await call('POST', `/bo/imports/v1/${jobId}/start`, { as: demoIds.rsAdmin, body: { parts } })).status).toBe(
      403,
    );
    await finished(jobId);
  });

  it('uploads a file whose part URLs expired before its upload began: asks for its parts anew, and imports it', async () => {
    const records = Array.from({ length: 5 }, () => aRecord('anomaly', { status: 'open' }));
    const bytes = padded(json(aCatalogue(records)), 20_000_000);
    // The job is created with its clock 20 minutes back: every URL of its answer has expired.
    const createdAt = new Date(Date.now() - 20 * 60_000);
    const { job, upload } = await createImportJob(demoIds.backOfficeAdmin, bytes.length, createdAt);
    expect(upload).toMatchObject({ partCount: 3, parts: [{ partNumber: 1 }, { partNumber: 2 }, { partNumber: 3 }] });
    expect(Date.parse(upload.expiresAt)).toBeLessThan(Date.now());
    expect(upload.parts.filter((part) => signedUntil(part.url) > Date.now())).toEqual([]);
    const { parts, asked, puts } = await uploadedAsS3Would(job.id, upload, bytes);
    // One batch asked for, from the first part; the parts behind it found it renewed.
    expect(asked).toEqual([[1, 3]]);
    expect(puts).toHaveLength(3);
    for (const url of puts) {
      expect(signedAt(url)).toBeGreaterThan(Date.parse(upload.expiresAt));
      expect(signedUntil(url)).toBeGreaterThan(Date.now());
    }
    expect((await start(job.id, parts)).status).toBe(202);
    expect(await finished(job.id)).toMatchObject({
      state: 'succeeded',
      fileSha256: createHash('sha256').update(bytes).digest('hex'),
      records: { total: 5, written: 5 },
    });
  });

  it('asks again for a part S3 refuses as expired, and retries it once', async () => {
    const bytes = json(aCatalogue());
    const { job, upload } = await createImportJob(
      demoIds.backOfficeAdmin,
      bytes.length,
      new Date(Date.now() - 20 * 60_000),
    );
    // A client whose clock is behind S3's: it takes the URLs for valid, S3 does not.
    const believed = { ...upload, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() };
    const { parts, asked, puts } = await uploadedAsS3Would(job.id, believed, bytes);
    expect(asked).toEqual([[1, 1]]);
    expect(puts.map((url) => signedUntil(url) > Date.now())).toEqual([false, true]);
    // Refused again after its retry, the part fails the upload: one retry, not more.
    const s3 = s3RefusingExpiredUrls();
    try {
      await expect(uploadParts(believed, bytes, async () => believed)).rejects.toThrow(
        /part 1 of the file was refused: 403/,
      );
    } finally {
      s3.restore();
    }
    expect(s3.puts).toHaveLength(2);
    expect((await start(job.id, parts)).status).toBe(202);
    expect(await finished(job.id)).toMatchObject({ state: 'succeeded' });
  });

  it("asks for the parts past the creation's batch as the upload reaches them", async () => {
    const bytes = padded(json(aCatalogue()), 9_000_000);
    const created = await call('POST', '/bo/imports/v1', { ...asBackOffice, body: { size: bytes.length } });
    const { job, upload } = created.body;
    expect(upload).toMatchObject({ partCount: 2, parts: [{ partNumber: 1 }, { partNumber: 2 }] });
    // A file of more parts than a batch, as its client sees it: the creation listed the first ones only.
    const { parts, asked } = await uploadedAsS3Would(job.id, { ...upload, parts: upload.parts.slice(0, 1) }, bytes);
    expect(asked).toEqual([[2, 1]]);
    expect((await start(job.id, parts)).status).toBe(202);
    expect(await finished(job.id)).toMatchObject({ state: 'succeeded' });
  });

  it("signs a job's parts on demand, within their bounds, only for a job awaiting its file and only for the back office", async () => {
    const bytes = padded(json(aCatalogue()), 9_000_000);
    const created = await call('POST', '/bo/imports/v1', { ...asBackOffice, body: { size: bytes.length } });
    const jobId = created.body.job.id;
    const parts = (query: Record<string, string>, as: string = demoIds.backOfficeAdmin) =>
      call('GET', `/bo/imports/v1/${jobId}/parts`, { as, query });
    const partNumbers = async (query: Record<string, string>) =>
      (await parts(query)).body.parts.map((part: { partNumber: number }) => part.partNumber);
    expect(await parts({})).toMatchObject({
      status: 200,
      body: {
        method: 'PUT',
        partCount: 2,
        parts: [
          { partNumber: 1, size: importJobLimits.partBytes },
          { partNumber: 2, size: bytes.length - importJobLimits.partBytes },
        ],
        expiresAt: expect.any(String),
      },
    });
    expect(await partNumbers({ from: '2' })).toEqual([2]);
    expect(await partNumbers({ from: '1', count: '1' })).toEqual([1]);
    expect(await partNumbers({ from: '2', count: String(importJobLimits.partUrlBatch) })).toEqual([2]);
    const invalid: Record<string, string>[] = [
      { from: '0' },
      { from: '-1' },
      { from: '1.5' },
      { from: 'one' },
      { from: '641' },
      { count: '0' },
      { count: String(importJobLimits.partUrlBatch + 1) },
      { page: '1' },
      { from: '1', count: '1', extra: '' },
    ];
    for (const query of invalid)
      expect({ query, answer: await parts(query) }).toMatchObject({
        query,
        answer: { status: 400, body: { error: 'validation_error' } },
      });
    expect((await parts({ page: '1' })).body.details).toEqual([
      expect.objectContaining({ location: 'query', code: 'unrecognized_keys' }),
    ]);
    // Past the file's last part: the bound is the job's own.
    expect(await parts({ from: '3' })).toMatchObject({
      status: 400,
      body: { error: 'validation_error', details: [{ location: 'query', path: 'from', code: 'too_big' }] },
    });
    expect((await call('GET', `/bo/imports/v1/${randomUUID()}/parts`, asBackOffice)).status).toBe(404);
    expect((await call('GET', '/bo/imports/v1/not-a-uuid/parts', asBackOffice)).status).toBe(400);
    // Organization users get the refusal of every /bo route; no token, the refusal of every route.
    for (const user of [demoIds.rsAdmin, demoIds.adAdmin]) {
      const refused = await parts({}, user);
      const sibling = await call('GET', `/bo/imports/v1/${jobId}`, { as: user });
      expect(refused.status).toBe(403);
      expect({ error: refused.body.error, message: refused.body.message }).toEqual({
        error: sibling.body.error,
        message: sibling.body.message,
      });
    }
    expect((await call('GET', `/bo/imports/v1/${jobId}/parts`)).status).toBe(401);
    const uploaded = await uploadParts(created.body.upload, bytes, askParts(jobId));
    expect((await start(jobId, uploaded)).status).toBe(202);
    expect(await parts({})).toMatchObject({
      status: 409,
      body: { error: 'conflict', details: { state: expect.any(String) } },
    });
    await finished(jobId);
  });
});

/** A job uploaded and queued by hand, with no message sent: only the test's own steps move it. */
const queuedByHand = async (bytes: Buffer) => {
  const jobId = await uploaded(bytes);
  await completeJobFileUpload(jobId, (await findImportJob(jobId))!.uploadId, uploadedParts.get(jobId)!);
  await markImportQueued(jobId, new Date().toISOString());
  return jobId;
};

/** The job once it has finished, and how long it took from its start. */
const timedJob = async (bytes: Buffer) => {
  const startedAt = Date.now();
  const job = await finished(await startedJob(bytes));
  return { job, ms: Date.now() - startedAt };
};

/** The size a job item takes, as its JSON text: an upper bound of its size in DynamoDB. */
const itemBytes = async (jobId: string) => Buffer.byteLength(JSON.stringify(await findImportJob(jobId)));

/** `GET /bo/imports/v1/{id}`, checked against the committed OpenAPI document (docs/openapi.json). */
const checkedAgainstDocument = (() => {
  const validate = createResponseValidator(
    JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')),
  );
  return async (jobId: string) => {
    const answer = await read(jobId);
    expect(validate('GET', `/bo/imports/v1/${jobId}`, answer.status, answer.body)).toBeUndefined();
    return answer.body;
  };
})();

const longName = (length: number) => `column_${'x'.repeat(length - 7)}`;

describe('every import job ends, with what its item can hold', () => {
  it.each([
    // A spreadsheet export with a long header: each record carries one unknown 200-character column.
    [
      'long unknown columns',
      () =>
        aCatalogue(
          Array.from({ length: 1200 }, () => ({ ...aRecord('anomaly', { status: 'open' }), [longName(200)]: 'v' })),
        ),
    ],
    [
      'an enormous property name',
      () => aCatalogue([{ ...aRecord('anomaly', { status: 'open' }), [longName(600_000)]: 1 }]),
    ],
    ['an enormous organization id', () => aCatalogue([aRecord('anomaly', { status: 'open' })], 'o'.repeat(600_000))],
  ])(
    'fails a file whose problems would not fit the job item (%s): problems cut, their count kept, each value cut',
    async (shape, catalogueOf) => {
      const catalogue = catalogueOf();
      const { job, ms } = await timedJob(json(catalogue));
      console.log(
        `${shape}: failed in ${ms} ms, ${job.problems.length} of ${job.problemCount} problems listed, item ${await itemBytes(job.id)} bytes; first: ${JSON.stringify(job.problems[0]).slice(0, 160)}`,
      );
      expect(job).toMatchObject({
        state: 'failed',
        failure: null,
        organizationId: shape === 'an enormous organization id' ? null : catalogue.organization.id,
      });
      expect(job.problems.length).toBeGreaterThan(0);
      expect(job.problemCount).toBeGreaterThanOrEqual(job.problems.length);
      for (const problem of job.problems) {
        expect(problem.field.length).toBeLessThanOrEqual(importJobLimits.maxValueChars);
        expect(problem.message.length).toBeLessThanOrEqual(importJobLimits.maxValueChars);
      }
      expect(await itemBytes(job.id)).toBeLessThan(importJobLimits.maxProblemBytes + 4096);
    },
    120_000,
  );

  it('fails a step the storage refuses at once, with the reason (an inline file over the local S3 body limit)', async () => {
    // fauxqs takes bodies of 11 MiB at most and answers 413: S3 would take this file, but no retry can.
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    const catalogue = aCatalogue([aRecord('document', { file: aFile('big.bin', big, 'application/octet-stream') })]);
    const { job, ms } = await timedJob(json(catalogue));
    console.log(`storage refusal: failed in ${ms} ms, steps ${job.steps}: ${job.failure}`);
    expect(job).toMatchObject({
      state: 'failed',
      steps: 1,
      failure: expect.stringMatching(/^step_failed: failed while storing files: HTTP 413 Payload Too Large, /),
    });
    expect(await findOrganization(catalogue.organization.id)).toBeUndefined();
  }, 120_000);

  it('delivers again a step that may pass, ends the job on its last attempt, and ends a job whose last attempt died', async () => {
    const unavailable = () =>
      vi.spyOn(s3(), 'send').mockImplementation((async () => {
        throw Object.assign(new Error('Service Unavailable'), {
          name: 'ServiceUnavailable',
          $metadata: { httpStatusCode: 503 },
        });
      }) as never);
    const jobId = await queuedByHand(json(aCatalogue()));
    const deadline = Date.now() + 600_000;
    const fault = unavailable();
    try {
      for (const receiveCount of [1, 2])
        await expect(runImportStep(jobId, { deadline, receiveCount })).rejects.toThrow(/Service Unavailable/);
      expect(await findImportJob(jobId)).toMatchObject({ state: 'running', steps: 2 });
      await runImportStep(jobId, { deadline, receiveCount: importDelivery.stepAttempts });
    } finally {
      fault.mockRestore();
    }
    expect(await findImportJob(jobId)).toMatchObject({
      state: 'failed',
      failure: expect.stringMatching(
        /^attempts_exhausted: the step failed on each of its 3 attempts; the last: failed: HTTP 503 Service Unavailable/,
      ),
    });
    // The queue's last delivery comes only after an attempt that died without an answer: it ends the job unrun.
    const died = await queuedByHand(json(aCatalogue()));
    await runImportStep(died, { deadline, receiveCount: importDelivery.maxReceiveCount });
    expect(await findImportJob(died)).toMatchObject({
      state: 'failed',
      records: { written: 0 },
      failure: expect.stringMatching(/^attempts_exhausted: the step died/),
    });
  });

  it('imports the file it digested: a file replaced after the first pass fails the job', async () => {
    const first = aCatalogue([aRecord('anomaly', { status: 'open' })]);
    const second = {
      ...first,
      records: [aRecord('anomaly', { status: 'open' }), aRecord('anomaly', { status: 'open' })],
    };
    const jobId = await uploaded(json(first));
    // The step reads the outline, shows its digest, then waits for the organization's writer lease, held here.
    await withWriterLease(first.organization.id, async () => {
      expect((await start(jobId)).status).toBe(202);
      for (let waited = 0; !(await findImportJob(jobId))?.fileSha256; waited += 50) {
        if (waited > 20_000) throw new Error('the job never showed its digest');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await s3().send(
        new PutObjectCommand({
          Bucket: setting('bucketName'),
          Key: storageKeys.importJobFile(jobId),
          Body: json(second),
        }),
      );
    });
    const job = await finished(jobId);
    expect(job).toMatchObject({
      state: 'failed',
      fileSha256: createHash('sha256').update(json(first)).digest('hex'),
      failure: expect.stringMatching(/^file_changed: /),
    });
    expect(await findOrganization(first.organization.id)).toBeUndefined();
    expect(await countRecords(first.organization.id, second.records)).toBe(0);
  });

  it('leaves no file of a new organization whose job fails at its id claims', async () => {
    const taken = aRecord('anomaly', { status: 'open' });
    await importCatalogue(aCatalogue([taken]));
    const catalogue = aCatalogue([
      aRecord('document', { file: aFile('kept-nowhere.txt', `bytes of ${randomUUID()}`) }),
      { ...taken, ref: nextRef('ANO') },
    ]);
    const job = await finished(await startedJob(json(catalogue)));
    expect(job).toMatchObject({ state: 'failed', problems: [expect.objectContaining({ rule: 'id_in_use' })] });
    const { KeyCount } = await s3().send(
      new ListObjectsV2Command({
        Bucket: setting('bucketName'),
        Prefix: storageKeys.importedFile(catalogue.organization.id, ''),
      }),
    );
    expect(KeyCount ?? 0).toBe(0);
  });

  it('answers every state of a job as the OpenAPI document types it; an organization id that is no uuid is none', async () => {
    const jobId = await uploaded(json(aCatalogue()));
    expect(await checkedAgainstDocument(jobId)).toMatchObject({ state: 'awaitingUpload' });
    await completeJobFileUpload(jobId, (await findImportJob(jobId))!.uploadId, uploadedParts.get(jobId)!);
    await markImportQueued(jobId, new Date().toISOString());
    expect(await checkedAgainstDocument(jobId)).toMatchObject({ state: 'queued' });
    await beginImportStep(jobId, new Date().toISOString());
    expect(await checkedAgainstDocument(jobId)).toMatchObject({ state: 'running' });
    await runImportStep(jobId, { deadline: Date.now() + 600_000, receiveCount: 1 });
    expect(await checkedAgainstDocument(jobId)).toMatchObject({
      state: 'succeeded',
      organizationId: expect.any(String),
    });
    const refused = await finished(await startedJob(json(aCatalogue(undefined, 'not-a-uuid'))));
    expect(await checkedAgainstDocument(refused.id)).toMatchObject({
      state: 'failed',
      organizationId: null,
      problems: [expect.objectContaining({ field: 'organization.id' })],
    });
    const died = await queuedByHand(json(aCatalogue()));
    await runImportStep(died, { deadline: Date.now() + 600_000, receiveCount: importDelivery.maxReceiveCount });
    expect(await checkedAgainstDocument(died)).toMatchObject({ state: 'failed', failure: expect.any(String) });
  });
});

const startedJob = async (bytes: Buffer) => {
  const jobId = await uploaded(bytes);
  expect((await start(jobId)).status).toBe(202);
  return jobId;
};
