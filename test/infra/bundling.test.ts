import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { aliases, esbuildOptions, externalModules, lambdaBundling, lazyChunkPrefix } from '../../infra/bundling.ts';
import { defaultProvider } from '../../shared/aws/lambda-credentials.ts';

describe('bundling', () => {
  it('builds minified ESM for Node 24 with source maps', () => {
    expect(lambdaBundling).toMatchObject({ format: OutputFormat.CJS, target: 'node24', minify: true, sourceMap: true });
    expect(esbuildOptions).toMatchObject({ format: 'cjs', target: 'node24', platform: 'node', minify: true, sourcemap: true, bundle: true });
  });

  it('gives the CDK and direct esbuild runs the same settings', () => {
    expect(esbuildOptions.mainFields).toEqual(lambdaBundling.mainFields);
    expect(esbuildOptions.external).toEqual(lambdaBundling.externalModules);
    expect(lambdaBundling.externalModules).toEqual([...externalModules, `${lazyChunkPrefix}*`]);
    expect(esbuildOptions.alias).toEqual(aliases);
    expect(lambdaBundling.esbuildArgs).toEqual(
      Object.fromEntries(Object.entries(aliases).map(([name, path]) => [`--alias:${name}`, path])),
    );
  });

  it('builds the lazy chunks a bundle names beside it, after CDK bundles it', () => {
    expect(lambdaBundling.commandHooks?.afterBundling('/input', '/asset-output')).toEqual([
      'cd "/input" && node_modules/.bin/tsx infra/cli/build-lazy-chunks.ts "/asset-output"',
    ]);
  });

  it('gives Lambda bundles a credential provider that reads the environment Lambda fills', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' });
    try {
      await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', sessionToken: 'token' });
    } finally {
      process.env = saved;
    }
  });

});
