import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#infra/project-root.ts';
import { lexiconsModule, lexiconsModulePath } from '#shared/use-cases/search/interpreter/lexicon-sources.ts';

/**
 * `npm run generate:lexicons`: reads the vocabulary's and the periods' phrases (folding, stemming)
 * and writes what the lexicons load, so that no function does that work when it starts. A test
 * fails while the written module differs from what this would write.
 */
writeFileSync(join(projectRoot, lexiconsModulePath), lexiconsModule());
console.log(`wrote ${lexiconsModulePath}`);
