import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiOutputs, stackNames } from '#infra/deployment-names.ts';
import { projectRoot } from '#infra/project-root.ts';

/** The deployed main API's URL, from the outputs `cdk deploy` wrote (cdk.json `outputsFile`). */
export const deployedApiUrl = (): string => {
  const { outputsFile } = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8'));
  const file = join(projectRoot, outputsFile);
  if (!existsSync(file)) throw new Error(`No ${outputsFile}: \`cdk deploy\` from here writes it; or pass --api`);
  const url = JSON.parse(readFileSync(file, 'utf8'))[stackNames.api]?.[apiOutputs.mainApiUrl];
  if (!url) throw new Error(`${outputsFile} holds no ${apiOutputs.mainApiUrl} of ${stackNames.api}; pass --api`);
  return url;
};
