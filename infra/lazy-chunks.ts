import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bundleFile, esbuildOptions, lazyChunkPrefix } from './bundling.ts';
import { projectRoot } from './project-root.ts';

/**
 * Lazy chunks: modules a function imports with `await import('#lazy/<name>')` because it needs
 * them on some requests only, or from the first on (pdf.js for PDF reports, the search
 * interpreter). The function's bundle leaves the import as it is; this builds each chunk it names
 * beside the bundle, with the same settings, and writes the package.json whose `imports` lead
 * `#lazy/<name>` to `./<name>.js`: Node's own resolution, so the bundle runs unchanged in Lambda
 * (a CDK `afterBundling` hook calls this), in the benchmarks and in the bundle tests.
 * In the sources, the project's package.json leads the same specifier to the TypeScript module.
 * The package.json is written beside every bundle, chunks or not: it says the bundle is CommonJS,
 * whatever a folder above it says.
 */
const sourceOf = (specifier: string): string => {
  const imports = (
    JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { imports: Record<string, string> }
  ).imports;
  const source = imports[specifier];
  if (!source) throw new Error(`${specifier} is not in package.json "imports"`);
  return join(projectRoot, source);
};

/** The chunks a bundle imports, built beside it; their names, for the record. */
export const buildLazyChunks = async (bundleDir: string): Promise<string[]> => {
  const bundle = readFileSync(join(bundleDir, bundleFile), 'utf8');
  const pattern = new RegExp(`["'\`](${lazyChunkPrefix.replace(/[#/]/g, '\\$&')}[\\w-]+)["'\`]`, 'g');
  const specifiers = [...new Set([...bundle.matchAll(pattern)].map((match) => match[1]!))];
  const imports: Record<string, string> = {};
  for (const specifier of specifiers) {
    const name = specifier.slice(lazyChunkPrefix.length);
    await build({
      ...esbuildOptions,
      entryPoints: [sourceOf(specifier)],
      outfile: join(bundleDir, `${name}.js`),
      logLevel: 'error',
    });
    imports[specifier] = `./${name}.js`;
  }
  // Every bundle says what it is, whatever a folder above it says (the project's package.json says "module").
  const manifest = { type: 'commonjs', ...(specifiers.length > 0 && { imports }) };
  writeFileSync(join(bundleDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return specifiers;
};
