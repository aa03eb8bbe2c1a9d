import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** Operation entries are relative to this directory, wherever the CDK or a script is started from. */
export const projectRoot = fileURLToPath(new URL('../', import.meta.url));

const target = 'node24';

/** Prefer packages' ESM builds: esbuild can tree-shake them, which keeps bundles and cold starts small. */
const mainFields = ['module', 'main'];

/** ESM output has no `require`, yet bundled CommonJS dependencies still call it for Node built-ins. */
const banner = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Modules left out of the bundle and resolved from the Lambda runtime, which ships AWS SDK v3 (this is
 * also CDK's own default for Node 18 and later). Bundling the SDK made every function about 330 KB
 * larger, past the 300 KB goal that `npm run bench:cold` checks; the price is that the runtime's SDK
 * version, not the lock file's, runs in AWS.
 */
export const externalModules: readonly string[] = ['@aws-sdk/*', '@smithy/*'];

/** For `NodejsFunction`; an empty `externalModules` is what makes CDK bundle the SDK. */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target,
  minify: true,
  sourceMap: true,
  mainFields,
  banner,
  externalModules: [...externalModules],
};

/** The same build for calling esbuild directly (the cold-start benchmark); add entryPoints and outfile. */
export const esbuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target,
  minify: true,
  sourcemap: true,
  mainFields,
  banner: { js: banner },
  external: [...externalModules],
};
