import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client.ts';
import { analysisKeys } from '../db/keys.ts';
import type { Subject } from './analysis.ts';
import type { SubjectFile } from './subject.ts';

const itemTypes = { report: 'reportFile', inboxItem: 'inboxItem' } as const satisfies Record<Subject['kind'], string>;

export const subjectKey = (organizationId: string, subject: Subject) =>
  subject.kind === 'report' ? analysisKeys.report(organizationId, subject.id) : analysisKeys.inboxItem(organizationId, subject.id);

export const putSubjectFile = async (kind: Subject['kind'], file: SubjectFile): Promise<void> => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...subjectKey(file.organizationId, { kind, id: file.id }), itemType: itemTypes[kind], ...file } }),
  );
};

export const findSubjectFile = async (organizationId: string, subject: Subject): Promise<SubjectFile | undefined> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: subjectKey(organizationId, subject) }));
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, itemType: _itemType, ...file } = Item;
  return file as SubjectFile;
};
