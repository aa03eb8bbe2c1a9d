import { createRequire } from 'node:module';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { aliases, esbuildOptions, externalModules, lambdaBundling, lazyChunkPrefix } from '#infra/bundling.ts';
import { defaultProvider } from '#shared/stores/aws/lambda-credentials.ts';
import { gte } from '#shared/stores/observability/semver-gte.ts';

describe('bundling', () => {
  it('builds minified ESM for Node 24 with source maps', () => {
    expect(lambdaBundling).toMatchObject({ format: OutputFormat.CJS, target: 'node24', minify: true, sourceMap: true });
    expect(esbuildOptions).toMatchObject({
      format: 'cjs',
      target: 'node24',
      platform: 'node',
      minify: true,
      sourcemap: true,
      bundle: true,
    });
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
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'AKIDTEST',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_SESSION_TOKEN: 'token',
    });
    try {
      await expect(defaultProvider()()).resolves.toMatchObject({
        accessKeyId: 'AKIDTEST',
        secretAccessKey: 'secret',
        sessionToken: 'token',
      });
    } finally {
      process.env = saved;
    }
  });

  // The package it stands in for is there through the X-Ray SDK and the CDK, untyped.
  const semver = createRequire(import.meta.url)('semver') as { gte(version: string, minimum: string): boolean };

  it("gives Lambda bundles semver's gte, answering as semver does on release versions", () => {
    const versions = [
      '0.0.1',
      '2.7.14',
      '2.7.15',
      'v2.7.15',
      '2.8.0',
      '2.10.0',
      '3.0.0',
      '8.0.0',
      '10.2.1',
      '24.21.0',
      '24.3.9',
    ];
    for (const version of versions)
      for (const minimum of versions)
        expect(gte(version, minimum), `${version} >= ${minimum}`).toBe(semver.gte(version, minimum));
  });
});
