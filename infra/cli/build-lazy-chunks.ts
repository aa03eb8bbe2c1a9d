import { buildLazyChunks } from '#infra/lazy-chunks.ts';

/** `tsx infra/cli/build-lazy-chunks.ts OUTPUT_DIR`: the CDK `afterBundling` hook of every function (infra/bundling.ts). */
const [outputDir] = process.argv.slice(2);
if (!outputDir) {
  console.error('usage: tsx infra/cli/build-lazy-chunks.ts OUTPUT_DIR');
  process.exit(2);
}
await buildLazyChunks(outputDir);
