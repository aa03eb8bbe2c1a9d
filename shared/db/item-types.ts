/**
 * Every kind of item the table holds, named once: writers tag each item with its `itemType`, and
 * readers that meet items of several kinds (a BatchGet over sections, a stream record) tell them
 * apart by it. docs/data-model.md describes each one's keys and attributes.
 */
export const itemTypes = {
  organization: 'organization',
  organizationListing: 'organizationListing',
  user: 'user',
  idClaim: 'idClaim',
  idClaimsLease: 'idClaimsLease',
  userNumber: 'userNumber',
  session: 'session',
  label: 'label',
  plan: 'plan',
  planPoint: 'planPoint',
  inboxItem: 'inboxItem',
  documentVersion: 'documentVersion',
  attachment: 'attachment',
  attachmentOf: 'attachmentOf',
  origin: 'origin',
  originOfRecord: 'originOfRecord',
  counter: 'counter',
  reportAnalysis: 'reportAnalysis',
  analysisOutbox: 'analysisOutbox',
  preventiveRule: 'preventiveRule',
  libraryTechnicalInstallation: 'libraryTechnicalInstallation',
  catalogueRecord: 'catalogueRecord',
  catalogueListEntry: 'catalogueListEntry',
  catalogueName: 'catalogueName',
  catalogueRelation: 'catalogueRelation',
  catalogueCounter: 'catalogueCounter',
  catalogueMonthCounter: 'catalogueMonthCounter',
  catalogueWordBlock: 'catalogueWordBlock',
  catalogueWord: 'catalogueWord',
  catalogueWriterLease: 'catalogueWriterLease',
  catalogueCountersZone: 'catalogueCountersZone',
  catalogueImportJournal: 'catalogueImportJournal',
} as const;
