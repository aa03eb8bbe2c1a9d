import { parseArgs } from 'node:util';
import { useRunningLocalStack } from '#infra/local/local-dir.ts';
import { withWriterLease } from '#shared/stores/catalogue/writer-lease.ts';
import { checkDerivedItems, type Drift } from '#shared/use-cases/checks/check-derived.ts';
import { isUuid } from '#shared/vocabulary/formats/plain-formats.ts';

/**
 * `npm run check-indexes -- ORGANIZATION_ID [--aws]`: recomputes every derived item of the
 * organization from its records and prints each difference with what is stored; exits 1 when
 * there is any. It waits for the organization's writer lease, so no import runs meanwhile.
 */
const { values, positionals } = parseArgs({
  options: { aws: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [organizationId] = positionals;
if (!organizationId || positionals.length > 1 || !isUuid(organizationId)) {
  console.error('usage: npm run check-indexes -- ORGANIZATION_ID [--aws]');
  process.exit(2);
}
if (!values.aws && !process.env.TABLE_NAME) useRunningLocalStack();

const describe = (drift: Drift) =>
  `${drift.problem.padEnd(9)} ${drift.PK} | ${drift.SK}` +
  (drift.expected ? `\n  expected ${JSON.stringify(drift.expected)}` : '') +
  (drift.actual ? `\n  stored   ${JSON.stringify(drift.actual)}` : '');

const report = await withWriterLease(organizationId.toLowerCase(), () =>
  checkDerivedItems(organizationId.toLowerCase()),
);
for (const drift of report.drifts) console.log(describe(drift));
console.log(`${report.records} records, ${report.items} catalogue items: ${report.drifts.length} differences`);
process.exit(report.drifts.length === 0 ? 0 : 1);
