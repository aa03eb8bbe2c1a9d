import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#infra/project-root.ts';

/** Where each operation's prose is written: one `## operationId: route` section per operation. */
export const operationDescriptionsFile = 'docs/operations.md';

/**
 * Each operation's description, by operationId, from its section of docs/operations.md (the
 * heading's route is for the reader). The operation table says where an operation is routed; this
 * says what it does, so neither is read through the other.
 */
export const readOperationDescriptions = (): Map<string, string> =>
  parseOperationDescriptions(readFileSync(join(projectRoot, operationDescriptionsFile), 'utf8'));

export const parseOperationDescriptions = (text: string): Map<string, string> => {
  const descriptions = new Map<string, string>();
  for (const section of text.split(/^## /m).slice(1)) {
    const [heading = '', ...body] = section.split('\n');
    const operationId = /^(\w+):/.exec(heading)?.[1];
    if (!operationId) throw new Error(`${operationDescriptionsFile}: the heading "${heading}" names no operation`);
    if (descriptions.has(operationId)) throw new Error(`${operationDescriptionsFile}: ${operationId} twice`);
    descriptions.set(operationId, body.join('\n').trim());
  }
  return descriptions;
};
