import { parseArgs } from 'node:util';
import { useRunningLocalStack } from '#infra/local/local-dir.ts';
import { seedOrganizations } from '#infra/local/seed/organizations.ts';
import { progressBar } from './progress.ts';

/** `npm run seed:organizations [-- --count 10000]`: fills the running local stack's back-office list. */
const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: npm run seed:organizations -- --count <positive integer>');
  process.exit(2);
}
useRunningLocalStack();
const bar = progressBar('organizations');
await seedOrganizations(count, (done) => bar.update(done, count));
bar.done();
console.log(`${count} organizations written`);
