/**
 * Key builders: the only place that spells key strings. The organization leads the partition key
 * of every tenant item, so a request can only ever address its own organization's data.
 */
export const organizationPartition = (organizationId: string) => `ORG#${organizationId}`;

export const keys = {
  organization: (organizationId: string) => ({ PK: organizationPartition(organizationId), SK: 'ORGANIZATION' }),
  label: (organizationId: string, labelId: string) => ({ PK: organizationPartition(organizationId), SK: `LABEL#${labelId}` }),
  user: (organizationId: string, userId: string) => ({ PK: organizationPartition(organizationId), SK: `USER#${userId}` }),
  /** GSI1 finds a user by id alone (back office, token issuing), whatever the organization. */
  userById: (userId: string) => ({ GSI1PK: `USER#${userId}`, GSI1SK: 'USER' }),
  backOfficeUser: (userId: string) => ({ PK: `BOUSER#${userId}`, SK: 'BOUSER' }),
  session: (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' }),
} as const;
