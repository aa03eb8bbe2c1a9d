import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startFauxqs } from 'fauxqs';
import { invitationPagePath } from '#functions/operations.ts';
import { buildOpenApiDocument, loadContracts } from '#infra/openapi/document.ts';
import type { TrustedIssuer } from '#shared/stores/auth/trusted-issuers.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { analysisDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import { importDelivery } from '#shared/vocabulary/imports/import-job.ts';
import type { UserKind } from '#shared/vocabulary/users/user.ts';
import { apiReferenceDocuments } from './api-reference.ts';
import { type CognitoDelivery, type LocalCognito, type LocalPool, startCognitoLocal } from './cognito-local.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startEventConsumers } from './event-consumers.ts';
import { freePort } from './free-port.ts';
import { startApiServer } from './http-server.ts';
import { type Issuer, loadIssuer } from './issuer.ts';
import { sourceFunctions } from './local-functions.ts';
import { listeningOnLoopback } from './loopback-listen.ts';
import { ensureTable } from './provision.ts';
import { jsonDocument } from './served-documents.ts';

/**
 * The laptop's stand-in for AWS: DynamoDB Local, S3 and SQS from fauxqs, SES from aws-ses-v2-local,
 * Cognito from cognito-local, and the two HTTP APIs calling the same handler code that Lambda runs. `npm start` and the
 * integration tests both start it through here.
 */
interface LocalStackOptions {
  /** Where data survives between runs; without it everything lives in memory. */
  dataDir?: string;
  fresh?: boolean;
  /** Where the local issuer keeps its key pair; defaults to the data directory. */
  issuerKeyFile?: string;
  /** 0 picks a free port; so does a missing cognito port. */
  ports: { main: number; attachments: number; dynamodb: number; fauxqs: number; ses: number; cognito?: number };
  /** Seconds before an analysis message that was not deleted is delivered again; tests shorten it. */
  analysisVisibilityTimeoutSeconds?: number;
  /** Whether the event consumers run (default true); a tool that invokes them itself turns them off. */
  eventConsumers?: boolean;
  /**
   * Where to build the functions as `cdk synth` bundles them; with it, every function runs from its
   * bundle, in a worker of its own with its Lambda environment, instead of from the sources.
   */
  bundleDir?: string;
  /** With `bundleDir`: the most old-generation heap each function's sandbox may hold, in MB (a benchmark's bound). */
  functionHeapLimitMb?: number;
  /** Called with each message Cognito would e-mail (a temporary password): cognito-local prints it instead. */
  onCognitoDelivery?: (delivery: CognitoDelivery) => void;
}

export interface LocalStack {
  urls: { main: string; attachments: string; dynamodb: string; s3: string; sqs: string; ses: string; cognito: string };
  /** The environment the handlers read, as it is set in this process. */
  environment: Record<string, string>;
  /** The user pools and app clients that sign people in, as the environment names them too. */
  cognito: LocalCognito;
  /** What Cognito would have e-mailed so far (temporary passwords of back-office users), oldest first. */
  cognitoDeliveries(): readonly CognitoDelivery[];
  issuer: Issuer;
  /** The heap of a function's sandbox now, in bytes, when the stack runs the bundles (`bundleDir`). */
  functionHeapUsed(name: string): Promise<number | undefined>;
  stop(): Promise<void>;
}

export const localResourceNames = {
  table: 'facility-compliance-local',
  bucket: 'facility-compliance-local',
  analysisQueue: 'analysis',
  analysisDeadLetterQueue: 'analysis-dlq',
  importQueue: 'imports',
  importDeadLetterQueue: 'imports-dlq',
  streamFailures: 'stream-failures',
} as const;

/** A CommonJS package whose default export tsx and Vite unwrap differently; require() is unambiguous. */
const startSes: typeof import('aws-ses-v2-local').default = createRequire(import.meta.url)('aws-ses-v2-local').default;

/** Keep-alive connections would hold `close()` open until they time out. */
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  prepareDataDir(options);
  const standIns = await startStandIns(options);
  const queueUrls = createBucketAndQueues(standIns.fauxqs, options);
  const environment = localEnvironment(standIns, queueUrls);
  Object.assign(process.env, environment);
  const dynamodbClient = new DynamoDBClient({});
  await ensureTable(dynamodbClient, localResourceNames.table);
  dynamodbClient.destroy();

  const { dataDir } = options;
  const issuer = await loadIssuer(options.issuerKeyFile ?? (dataDir ? join(dataDir, 'issuer.json') : undefined));
  const { pools } = standIns.cognito.cognito;
  const trusted = [
    issuer.trusted,
    await cognitoIssuer(pools.organization, 'organization'),
    await cognitoIssuer(pools.backOffice, 'backOffice'),
  ];
  environment[envNames.tokenIssuers] = process.env[envNames.tokenIssuers] = JSON.stringify(trusted);
  const apis = await startApis(options, environment, issuer);
  const consumers = await startConsumers(options, queueUrls, apis.functions);

  const urls = {
    main: apis.main.url,
    attachments: apis.attachments.url,
    dynamodb: standIns.dynamodb.endpoint,
    s3: standIns.awsUrl,
    sqs: standIns.awsUrl,
    ses: standIns.sesUrl,
    cognito: standIns.cognito.cognito.endpoint,
  };
  if (dataDir) writeFileSync(join(dataDir, 'stack.json'), JSON.stringify({ urls, environment }, null, 2));
  return {
    urls,
    environment,
    cognito: standIns.cognito.cognito,
    cognitoDeliveries: standIns.cognito.deliveries,
    issuer,
    functionHeapUsed: (name) => apis.functions.heapUsed(name),
    stop: async () => {
      await consumers.stop();
      await Promise.all([
        closeServer(apis.main.server),
        closeServer(apis.attachments.server),
        closeServer(standIns.ses),
      ]);
      await apis.functions.stop();
      await standIns.fauxqs.stop();
      await standIns.dynamodb.stop();
      await standIns.cognito.stop();
    },
  };
};

/** A fresh start forgets the data of the previous runs. */
const prepareDataDir = ({ dataDir, fresh }: LocalStackOptions) => {
  if (dataDir && fresh) {
    for (const part of ['dynamodb', 'fauxqs', 's3', 'cognito'])
      rmSync(join(dataDir, part), { recursive: true, force: true });
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
};

/**
 * How the functions trust a local pool: its keys inline, fetched here once, for its one kind of
 * user. Only a local setting may name cognito-local's keys, which every install of it shares;
 * deployed functions fetch their pools' over HTTPS.
 */
const cognitoIssuer = async (pool: LocalPool, users: UserKind): Promise<TrustedIssuer> => ({
  issuer: pool.issuer,
  users: [users],
  tokens: 'cognitoAccess',
  clientIds: [pool.clientId],
  jwks: (await (await fetch(pool.jwksUrl)).json()) as TrustedIssuer['jwks'],
});

/** DynamoDB Local, fauxqs (S3 and SQS), aws-ses-v2-local and cognito-local. */
const startStandIns = async ({ dataDir, ports, onCognitoDelivery }: LocalStackOptions) => {
  const dynamodb = await startDynamoDbLocal({
    port: ports.dynamodb || (await freePort()),
    ...(dataDir && { dataDir: join(dataDir, 'dynamodb') }),
  });
  const fauxqs = await listeningOnLoopback(() =>
    startFauxqs({
      port: ports.fauxqs,
      logger: false,
      host: '127.0.0.1',
      ...(dataDir && { dataDir: join(dataDir, 'fauxqs'), s3StorageDir: join(dataDir, 's3') }),
    }),
  );
  const ses = await startSes({ host: '127.0.0.1', port: ports.ses || (await freePort()) });
  const sesUrl = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
  const cognito = await startCognitoLocal({
    port: ports.cognito || (await freePort()),
    ...(dataDir && { dataDir: join(dataDir, 'cognito') }),
    onDelivery: onCognitoDelivery,
  });
  return { dynamodb, fauxqs, ses, sesUrl, cognito, awsUrl: `http://127.0.0.1:${fauxqs.port}` };
};

type StandIns = Awaited<ReturnType<typeof startStandIns>>;
type QueueUrls = Parameters<typeof startEventConsumers>[0]['queueUrls'];

/** A queue with its dead-letter queue, as the data stack makes it. */
const createQueueWithDeadLetters = (
  fauxqs: StandIns['fauxqs'],
  names: { queue: string; deadLetters: string },
  delivery: { visibilityTimeoutSeconds: number; maxReceiveCount: number },
) => {
  const deadLetter = fauxqs.createQueue(names.deadLetters);
  return fauxqs.createQueue(names.queue, {
    attributes: {
      VisibilityTimeout: String(delivery.visibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: deadLetter.queueArn,
        maxReceiveCount: String(delivery.maxReceiveCount),
      }),
    },
  });
};

/** The bucket, the analysis and import queues with their dead-letter queues, and the stream's on-failure queue; returns the queues' URLs. */
const createBucketAndQueues = (fauxqs: StandIns['fauxqs'], options: LocalStackOptions): QueueUrls => {
  fauxqs.createBucket(localResourceNames.bucket);
  const analysis = createQueueWithDeadLetters(
    fauxqs,
    { queue: localResourceNames.analysisQueue, deadLetters: localResourceNames.analysisDeadLetterQueue },
    {
      visibilityTimeoutSeconds: options.analysisVisibilityTimeoutSeconds ?? analysisDelivery.visibilityTimeoutSeconds,
      maxReceiveCount: analysisDelivery.maxReceiveCount,
    },
  );
  const imports = createQueueWithDeadLetters(
    fauxqs,
    { queue: localResourceNames.importQueue, deadLetters: localResourceNames.importDeadLetterQueue },
    importDelivery,
  );
  const streamFailures = fauxqs.createQueue(localResourceNames.streamFailures);
  return { analysisQueue: analysis.queueUrl, importQueue: imports.queueUrl, streamFailures: streamFailures.queueUrl };
};

/** The environment the handlers read: the stand-ins' endpoints and the resources' names. */
const localEnvironment = (
  { dynamodb, awsUrl, sesUrl, cognito: { cognito } }: StandIns,
  queueUrls: QueueUrls,
): Record<string, string> => ({
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
  AWS_ENDPOINT_URL_S3: awsUrl,
  AWS_ENDPOINT_URL_SQS: awsUrl,
  AWS_ENDPOINT_URL_SES: sesUrl,
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
  [envNames.tableName]: localResourceNames.table,
  [envNames.bucketName]: localResourceNames.bucket,
  [envNames.analysisQueueUrl]: queueUrls.analysisQueue,
  [envNames.importQueueUrl]: queueUrls.importQueue,
  [envNames.emailFrom]: 'no-reply@facility-compliance.local',
  [envNames.s3ForcePathStyle]: 'true',
  [envNames.userPoolId]: cognito.pools.organization.userPoolId,
  [envNames.userPoolClientId]: cognito.pools.organization.clientId,
  [envNames.userPoolEndpoint]: cognito.endpoint,
  [envNames.backOfficeUserPoolId]: cognito.pools.backOffice.userPoolId,
  [envNames.backOfficeUserPoolClientId]: cognito.pools.backOffice.clientId,
  POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
});

/** The two HTTP APIs, serving the OpenAPI document and the issuer's keys beside the operations. */
const startApis = async (options: LocalStackOptions, environment: Record<string, string>, issuer: Issuer) => {
  const contracts = await loadContracts();
  const mainPort = options.ports.main || (await freePort());
  const attachmentsPort = options.ports.attachments || (await freePort());
  const servers = { main: `http://127.0.0.1:${mainPort}`, attachments: `http://127.0.0.1:${attachmentsPort}` };
  // Invitation links lead to the page the main API of this stack serves, whatever port it was given.
  environment[envNames.invitationBaseUrl] = process.env[envNames.invitationBaseUrl] =
    `${servers.main}${invitationPagePath}`;
  const openApi = buildOpenApiDocument(contracts, servers);
  const openApiPath = '/openapi.json';
  const documents = { [openApiPath]: jsonDocument(openApi), '/.well-known/jwks.json': jsonDocument(issuer.publicJwks) };
  // Imported only when asked for: it builds with the CDK's bundling settings, and aws-cdk-lib takes ~1.5 s to load.
  const functions = options.bundleDir
    ? await (await import('./bundled-functions.ts')).startBundledFunctions({
        dir: options.bundleDir,
        environment,
        heapLimitMb: options.functionHeapLimitMb,
      })
    : sourceFunctions;
  // The invitation page and the API reference are served from the main API's origin, and call both APIs.
  const allowedOrigins = [servers.main];
  const main = await startApiServer({
    api: 'main',
    port: mainPort,
    documents: { ...documents, ...apiReferenceDocuments(openApiPath) },
    functions,
    allowedOrigins,
  });
  const attachments = await startApiServer({
    api: 'attachments',
    port: attachmentsPort,
    documents,
    functions,
    allowedOrigins,
  });
  return { main, attachments, functions };
};

/** The event consumers, unless the caller invokes them itself. */
const startConsumers = async (
  options: LocalStackOptions,
  queueUrls: QueueUrls,
  functions: Awaited<ReturnType<typeof startApis>>['functions'],
): Promise<{ stop(): Promise<void> }> =>
  options.eventConsumers === false
    ? { stop: async () => {} }
    : await startEventConsumers({
        queueUrls,
        functions,
        onError: (consumer, error) =>
          console.warn(`${consumer.name}: ${error instanceof Error ? error.message : String(error)}`),
      });
