import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#infra/project-root.ts';

/** Where `npm start` keeps its data, keys and the address book of the running stack. */
export const localDir = join(projectRoot, '.local');

/** Points this process at the running local stack, as the scripts that talk to it need. */
export const useRunningLocalStack = (): { urls: Record<string, string>; environment: Record<string, string> } => {
  const file = join(localDir, 'stack.json');
  if (!existsSync(file)) throw new Error('No local stack has been started here: run `npm start` first');
  const stack = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(process.env, stack.environment);
  return stack;
};
