import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#infra/project-root.ts';

/**
 * These outputs of a deployed stack, from the file `cdk deploy` wrote them to (cdk.json
 * `outputsFile`); `otherwise` says what the command takes instead, when one is missing.
 */
export const deployedOutputs = <const K extends string>(
  stackName: string,
  names: readonly K[],
  otherwise: string,
): Record<K, string> => {
  const { outputsFile } = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8'));
  const file = join(projectRoot, outputsFile);
  if (!existsSync(file)) throw new Error(`No ${outputsFile}: \`cdk deploy\` from here writes it; or ${otherwise}`);
  const outputs: Record<string, string> | undefined = JSON.parse(readFileSync(file, 'utf8'))[stackName];
  const missing = names.filter((name) => !outputs?.[name]);
  if (missing.length > 0)
    throw new Error(`${outputsFile} holds no ${missing.join(' and ')} of ${stackName}; ${otherwise}`);
  return Object.fromEntries(names.map((name) => [name, outputs![name]!])) as Record<K, string>;
};
