/**
 * `npm run bench:attachment-ids [-- --tenants 1 --attachments 1000 --concurrency 32]`: in a fresh
 * in-memory local stack, `tenants` organizations each record `attachments` new attachments at once
 * (`concurrency` in flight per organization), as a burst of uploads would. Prints the new
 * attachments per second of each organization and of all together, and how many integer ids the
 * burst left unused within each organization's span (highest id − lowest id + 1 − attachments),
 * per 1,000 attachments, and how far the burst raised the service-wide attachment counter (an item
 * every tenant's writes would otherwise share). Fails if an organization's attachments share an id.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '#infra/local/stack.ts';
import { createAttachment } from '#shared/stores/attachments/attachment-repository.ts';
import { db, tableName } from '#shared/stores/db/client.ts';
import { fileKeys } from '#shared/stores/db/keys.ts';
import { mapLimited } from '#shared/vocabulary/map-limited.ts';
import { anOrganization, anOrigin } from '#test/support/files-fixtures.ts';

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: '1' },
    attachments: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '32' },
  },
});
const tenantCount = Number(values.tenants);
const attachmentsEach = Number(values.attachments);
const concurrency = Number(values.concurrency);

const stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });

const serviceCounter = async (): Promise<number> =>
  ((
    await db().send(
      new GetCommand({ TableName: tableName(), Key: fileKeys.serviceCounter('attachment'), ConsistentRead: true }),
    )
  ).Item?.value as number | undefined) ?? 0;

/** One organization's burst: its ids and its seconds. */
const burst = async () => {
  const organization = await anOrganization();
  const origin = await anOrigin(organization.id, 1);
  const uploaders = Array.from({ length: 5 }, () => randomUUID());
  // Each uploader's number is given before the burst, so that the burst measures attachment ids alone.
  await Promise.all(
    uploaders.map((uploadedByUserId) =>
      createAttachment({ origin, name: 'warm-up.pdf', mimeType: 'application/pdf', size: 1, uploadedByUserId }),
    ),
  );
  const started = performance.now();
  const attachments = await mapLimited(
    Array.from({ length: attachmentsEach }, (_, n) => n),
    concurrency,
    (n) =>
      createAttachment({
        origin,
        name: `file-${n}.pdf`,
        mimeType: 'application/pdf',
        size: 1_000 + n,
        uploadedByUserId: uploaders[n % uploaders.length]!,
      }),
  );
  return { ids: attachments.map(({ id }) => id), seconds: (performance.now() - started) / 1000 };
};

console.error(`${tenantCount} organization(s) × ${attachmentsEach} new attachments, ${concurrency} at once each…`);
const counterBefore = await serviceCounter();
const started = performance.now();
const bursts = await Promise.all(Array.from({ length: tenantCount }, burst));
const seconds = (performance.now() - started) / 1000;

let shared = 0;
for (const [n, { ids, seconds: own }] of bursts.entries()) {
  const distinct = new Set(ids).size;
  shared += ids.length - distinct;
  const unused = Math.max(...ids) - Math.min(...ids) + 1 - distinct;
  console.log(
    `organization ${n + 1}: ${(ids.length / own).toFixed(0)} attachments/s; ${((unused / ids.length) * 1000).toFixed(0)} unused ids per 1,000 within its span`,
  );
}
const total = tenantCount * attachmentsEach;
console.log(`all: ${total} attachments in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} attachments/s)`);
console.log(`service-wide attachment counter raised ${(await serviceCounter()) - counterBefore} times`);
if (shared > 0) console.log(`${shared} attachments took an id another of the same organization holds`);
await stack.stop();
process.exit(shared === 0 ? 0 : 1);
