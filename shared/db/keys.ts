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

  // --- Building works (op 10), plans and anomaly points (op 8), the preventive library (op 5) ---
  /** A building work and its relations share one sort-key prefix, so each relation is one Query. */
  buildingWork: (organizationId: string, buildingWorkId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `BUILDINGWORK#${buildingWorkId}`,
  }),
  buildingWorkUnit: (organizationId: string, buildingWorkId: string, unitId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `BUILDINGWORK#${buildingWorkId}#UNIT#${unitId}`,
  }),
  buildingWorkUnitPrefix: (buildingWorkId: string) => `BUILDINGWORK#${buildingWorkId}#UNIT#`,
  /** `at` is when the commission was held, or when it is scheduled: ISO UTC, so text order is time order. */
  buildingWorkCommission: (organizationId: string, buildingWorkId: string, at: string, commissionId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `BUILDINGWORK#${buildingWorkId}#COMMISSION#${at}#${commissionId}`,
  }),
  buildingWorkCommissionPrefix: (buildingWorkId: string) => `BUILDINGWORK#${buildingWorkId}#COMMISSION#`,
  buildingWorkDocument: (organizationId: string, buildingWorkId: string, documentId: string) => ({
    PK: organizationPartition(organizationId),
    SK: `BUILDINGWORK#${buildingWorkId}#DOCUMENT#${documentId}`,
  }),
  buildingWorkDocumentPrefix: (buildingWorkId: string) => `BUILDINGWORK#${buildingWorkId}#DOCUMENT#`,
  unit: (organizationId: string, unitId: string) => ({ PK: organizationPartition(organizationId), SK: `UNIT#${unitId}` }),
  plan: (organizationId: string, planId: string) => ({ PK: organizationPartition(organizationId), SK: `PLAN#${planId}` }),
  anomaly: (organizationId: string, anomalyId: string) => ({ PK: organizationPartition(organizationId), SK: `ANOMALY#${anomalyId}` }),
  planPoint: (organizationId: string, pointId: string) => ({ PK: organizationPartition(organizationId), SK: `PLANPOINT#${pointId}` }),
  /** The preventive library is the platform's, not a tenant's: one partition, read and written by the back office. */
  preventiveRule: (ruleId: string) => ({ PK: 'LIBRARY', SK: `PREVENTIVE_RULE#${ruleId}` }),
  libraryTechnicalInstallation: (installationId: string) => ({ PK: 'LIBRARY', SK: `LIBRARY_TI#${installationId}` }),
} as const;
