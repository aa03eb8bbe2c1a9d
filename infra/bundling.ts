import { fileURLToPath } from 'node:url';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

const target = 'node24';

/** Prefer packages' ESM builds: esbuild can tree-shake them, which keeps bundles and cold starts small. */
const mainFields = ['module', 'main'];

/**
 * CommonJS output, from the packages' ESM sources. An ES module that imports a Node built-in makes
 * Node build a module namespace of all its exports, which reads every lazy export: `import
 * { STATUS_CODES } from 'node:http'` (middy's util) costs ~18 ms where `require('node:http')` costs
 * ~2.5 ms, and the SDK, zlib, crypto and stream imports add up the same way (`npm run bench:cold`,
 * docs/decisions.md). No module of ours uses top-level await, which CommonJS would not allow.
 */
const format = 'cjs';

/** The file NodejsFunction writes for CommonJS output, which Lambda's `index.handler` loads. */
export const bundleFile = 'index.js';

/**
 * Modules left out of the bundle and resolved from the Lambda runtime instead. Empty on purpose: one
 * minified file loads faster than the runtime's SDK spread over hundreds of files (about 65 ms
 * against 110 ms for a DynamoDB function, see `npm run bench:cold`), and the SDK that runs is the
 * one the lock file pins and the tests exercise.
 */
export const externalModules: readonly string[] = [];

/** Modules imported as `#lazy/<name>` are left out of a bundle and built beside it (infra/lazy-chunks.ts). */
export const lazyChunkPrefix = '#lazy/';
const lazyChunks = `${lazyChunkPrefix}*`;

/** Packages replaced in Lambda bundles by a smaller module of ours that does their job there. */
export const aliases: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': fileURLToPath(
    new URL('../shared/stores/aws/lambda-credentials.ts', import.meta.url),
  ),
  semver: fileURLToPath(new URL('../shared/stores/observability/semver-gte.ts', import.meta.url)),
};

/** For `NodejsFunction`; an empty `externalModules` is what makes CDK bundle the SDK. */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.CJS,
  target,
  minify: true,
  sourceMap: true,
  mainFields,
  externalModules: [...externalModules, lazyChunks],
  esbuildArgs: Object.fromEntries(Object.entries(aliases).map(([name, path]) => [`--alias:${name}`, path])),
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => [
      `cd "${inputDir}" && node_modules/.bin/tsx infra/cli/build-lazy-chunks.ts "${outputDir}"`,
    ],
  },
};

/** The same build for calling esbuild directly (the cold-start benchmark); add entryPoints and outfile. */
export const esbuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  format,
  target,
  minify: true,
  sourcemap: true,
  mainFields,
  external: [...externalModules, lazyChunks],
  alias: { ...aliases },
};
