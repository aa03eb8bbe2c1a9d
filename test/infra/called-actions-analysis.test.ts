import { describe, expect, it } from 'vitest';
import { calledActions } from '#test/support/called-actions.ts';
import { bucketGrantMismatch } from '#test/support/storage-areas.ts';

/**
 * The analysis behind test/infra/called-actions.test.ts, on modules written here in place of the
 * app's: each shape of request and each source of object keys it maps, and each it refuses, as a
 * future change to a function's code would meet them.
 */
const synthetic = 'shared/stores/synthetic.ts';
const analysed = (contents: string, path = synthetic) => calledActions({ path, contents });

describe('the requests a module sends', { timeout: 60_000 }, () => {
  it('are those of a paginator, by the command it sends', async () => {
    const called = await analysed(`
      import { paginateQuery } from '@aws-sdk/lib-dynamodb';
      import { db, tableName } from '#shared/stores/db/client.ts';
      export const handler = async () => {
        for await (const page of paginateQuery({ client: db() }, { TableName: tableName() })) console.log(page.Items);
      };
    `);
    expect(called.actions).toEqual(['dynamodb:Query']);
    expect(called.calls).toEqual([{ module: synthetic, command: 'QueryCommand', via: 'paginateQuery' }]);
  });

  it('are those of a waiter, by the commands it sends, on the part of the bucket of the key it waits for', async () => {
    // Said in keySources to build its keys.
    const path = 'shared/stores/imports/import-job-file.ts';
    const called = await analysed(
      `
      import { waitUntilObjectExists } from '@aws-sdk/client-s3';
      import { s3 } from '#shared/stores/aws/s3.ts';
      import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
      export const handler = (jobId: string) =>
        waitUntilObjectExists({ client: s3(), maxWaitTime: 60 }, { Bucket: 'b', Key: storageKeys.importJobFile(jobId) });
    `,
      path,
    );
    expect(called.actions).toEqual(['s3:GetObject']);
    expect(called.calls).toEqual([{ module: path, command: 'HeadObjectCommand', via: 'waitUntilObjectExists' }]);
    expect(called.areas).toEqual(['importJobs']);
  });

  it('count a command class handed on rather than constructed', async () => {
    const called = await analysed(`
      import { GetCommand } from '@aws-sdk/lib-dynamodb';
      import { db, tableName } from '#shared/stores/db/client.ts';
      const commands = { read: GetCommand };
      export const handler = (id: string) => db().send(new commands.read({ TableName: tableName(), Key: { PK: id } }));
    `);
    expect(called.actions).toEqual(['dynamodb:GetItem']);
  });

  it.each([
    [
      'a paginator of a command whose IAM actions are not named',
      `import { paginateListBuckets, S3Client } from '@aws-sdk/client-s3';
       export const handler = () => paginateListBuckets({ client: new S3Client({}) }, {});`,
      /synthetic\.ts sends ListBucketsCommand through paginateListBuckets: name its IAM actions/,
    ],
    [
      'a waiter of a command whose IAM actions are not named',
      `import { DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
       export const handler = () => waitUntilTableExists({ client: new DynamoDBClient({}), maxWaitTime: 60 }, { TableName: 't' });`,
      /synthetic\.ts sends DescribeTableCommand through waitUntilTableExists/,
    ],
    [
      'a paginator made of no command the analysis can see',
      `import { createPaginator } from '@smithy/core';
       export const paginate = (client: unknown, command: unknown) => createPaginator(client, command, 'a', 'b');`,
      /synthetic\.ts uses createPaginator \(.*\), which sends requests the analysis cannot name/,
    ],
    [
      "the aggregated client's methods",
      `import { S3 } from '@aws-sdk/client-s3';
       export const handler = () => new S3({}).getObject({ Bucket: 'b', Key: 'k' });`,
      /synthetic\.ts uses S3 \(node_modules\/@aws-sdk\/client-s3\/.*\), which sends requests the analysis cannot name/,
    ],
    [
      "the document client's aggregated methods, with no `new` in our code",
      `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
       import { DynamoDBDocument } from '@aws-sdk/lib-dynamodb';
       export const handler = () => DynamoDBDocument.from(new DynamoDBClient({})).get({ TableName: 't', Key: {} });`,
      /synthetic\.ts uses DynamoDBDocument \(/,
    ],
    [
      'a presigner of any request',
      `import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
       export const presigner = (options: never) => new S3RequestPresigner(options);`,
      /synthetic\.ts uses S3RequestPresigner \(/,
    ],
    [
      'an SDK package taken whole',
      `import * as s3 from '@aws-sdk/client-s3';
       export const handler = () => new s3.S3Client({});`,
      /synthetic\.ts takes @aws-sdk\/client-s3 whole or at run time/,
    ],
    [
      'an SDK package loaded at run time',
      `export const handler = async () => (await import('@aws-sdk/lib-dynamodb')).DynamoDBDocumentClient;`,
      /synthetic\.ts takes @aws-sdk\/lib-dynamodb whole or at run time/,
    ],
  ])('refuse %s', async (_shape, contents, message) => {
    await expect(analysed(contents)).rejects.toThrow(message);
  });
});

describe('the parts of the bucket a module reaches', { timeout: 60_000 }, () => {
  it('are those of the builders it calls and the parts it names, whether or not it sends a request', async () => {
    const called = await analysed(`
      import { storageAreas, storageKeys } from '#shared/stores/storage/storage-keys.ts';
      export const handler = (organizationId: string, analysisId: string) => ({
        key: storageKeys.analysisResult(organizationId, analysisId, 1),
        prefix: storageAreas.importJobs,
      });
    `);
    expect(called).toMatchObject({ actions: [], areas: ['analyses', 'importJobs'], keyUsers: [] });
  });

  it.each([
    [
      'a module that sends a key it read from an item, not named in keySources',
      synthetic,
      `import { GetObjectCommand } from '@aws-sdk/client-s3';
       import { s3 } from '#shared/stores/aws/s3.ts';
       export const handler = (item: { storageKey: string }) =>
         s3().send(new GetObjectCommand({ Bucket: 'b', Key: item.storageKey }));`,
      /shared\/stores\/synthetic\.ts hands object keys to S3: say where they come from in keySources/,
    ],
    [
      'a module that presigns a key it read from an item, not named in keySources',
      synthetic,
      `import { presignedDownload } from '#shared/stores/storage/presign.ts';
       export const handler = (item: { storageKey: string; name: string }) => presignedDownload(item.storageKey, item.name);`,
      /shared\/stores\/synthetic\.ts hands object keys to S3/,
    ],
    [
      'a module said to build its keys that takes one from its request',
      'shared/use-cases/documents/replace-document.ts',
      `import { presignedUpload } from '#shared/stores/storage/presign.ts';
       export const handler = (request: { storageKey: string; mimeType: string; size: number }) =>
         presignedUpload(request.storageKey, request.mimeType, request.size);`,
      /replace-document\.ts is said to build the keys it hands to S3 \(keySources\), but calls no storageKeys builder/,
    ],
    [
      'a builder picked at run time',
      synthetic,
      `import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
       export const handler = (kind: 'importJobFile' | 'attachment', id: string) => storageKeys[kind](id, 1);`,
      /synthetic\.ts uses storageKeys other than by calling a builder or naming a part/,
    ],
  ])('refuse %s', async (_source, path, contents, message) => {
    await expect(analysed(contents, path)).rejects.toThrow(message);
  });
});

describe('a bucket grant', () => {
  it('is refused when it names a part no code of the function reaches', async () => {
    const called = await analysed(`
      import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
      export const handler = (jobId: string) => storageKeys.importJobFile(jobId);
    `);
    expect(bucketGrantMismatch({ importJobs: ['GetObject'], files: ['GetObject'] }, called.areas)).toEqual({
      unreached: ['files'],
      ungranted: [],
    });
  });

  it('is refused when the code reaches a part it does not name, or there is none', () => {
    expect(bucketGrantMismatch({ analyses: ['GetObject'] }, ['analyses', 'files'])).toEqual({
      unreached: [],
      ungranted: ['files'],
    });
    expect(bucketGrantMismatch(undefined, ['analyses'])).toEqual({ unreached: [], ungranted: ['analyses'] });
  });

  it('is accepted when it names exactly the parts reached', () => {
    expect(bucketGrantMismatch({ files: ['GetObject'], analyses: ['PutObject'] }, ['analyses', 'files'])).toEqual({
      unreached: [],
      ungranted: [],
    });
  });
});
