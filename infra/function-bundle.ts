import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bundleFile, esbuildOptions, lazyChunkPrefix } from './bundling.ts';
import { buildLazyChunks } from './lazy-chunks.ts';

export interface FunctionBundle {
  /** The folder that holds the bundle, its source map, its package.json and its lazy chunks. */
  dir: string;
  file: string;
  sizeKb: number;
  /** The lazy chunks built beside it, loaded on some requests only. */
  lazyKb: number;
}

/** A function bundled as the CDK stacks bundle it (same esbuild settings, then its lazy chunks), in `dir`. */
export const buildFunctionBundle = async (entry: string, dir: string): Promise<FunctionBundle> => {
  const file = join(dir, bundleFile);
  mkdirSync(dir, { recursive: true });
  await build({ ...esbuildOptions, entryPoints: [entry], outfile: file, logLevel: 'error' });
  const chunks = await buildLazyChunks(dir);
  const lazyKb = chunks.reduce(
    (sum, specifier) => sum + statSync(join(dir, `${specifier.slice(lazyChunkPrefix.length)}.js`)).size / 1024,
    0,
  );
  return { dir, file, sizeKb: statSync(file).size / 1024, lazyKb };
};
