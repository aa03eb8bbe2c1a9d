/**
 * `tsx test/bench/generated-catalogue-file.ts RECORDS SEED FILE`: a generated catalogue of RECORDS
 * records written to FILE, for a benchmark whose own process must keep V8's default heap (see
 * `import-job.ts`). The organization is the benchmarks' `Bench job`.
 */
import { writeFileSync } from 'node:fs';
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';

const [records, seed, file] = process.argv.slice(2);
writeFileSync(
  file!,
  JSON.stringify(
    generateCatalogue({
      organization: { id: 'b3000000-0000-4000-8000-000000000001', name: 'Bench job' },
      records: Number(records),
      seed: Number(seed),
    }),
  ),
);
