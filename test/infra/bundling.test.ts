import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { describe, expect, it } from 'vitest';
import { esbuildOptions, externalModules, lambdaBundling } from '../../infra/bundling.ts';

describe('bundling', () => {
  it('builds minified ESM for Node 24 with source maps', () => {
    expect(lambdaBundling).toMatchObject({ format: OutputFormat.ESM, target: 'node24', minify: true, sourceMap: true });
    expect(esbuildOptions).toMatchObject({ format: 'esm', target: 'node24', platform: 'node', minify: true, sourcemap: true, bundle: true });
  });

  it('gives the CDK and direct esbuild runs the same settings', () => {
    expect(esbuildOptions.mainFields).toEqual(lambdaBundling.mainFields);
    expect(esbuildOptions.banner).toEqual({ js: lambdaBundling.banner });
    expect(esbuildOptions.external).toEqual(lambdaBundling.externalModules);
    expect(lambdaBundling.externalModules).toEqual(externalModules);
  });

  it('defines require for CommonJS dependencies inside ESM bundles', () => {
    expect(lambdaBundling.banner).toContain('createRequire(import.meta.url)');
  });
});
