/**
 * The demo's catalogue files (`infra/local/seed/demo/`) and the ids the start-up banner and the
 * tests name, read from those files by kind and ref: the files are the one source of the demo data.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const demoDir = fileURLToPath(new URL('./demo/', import.meta.url));
export const demoCatalogueFiles = {
  rs: `${demoDir}rs.catalogue.json`,
  ad: `${demoDir}ad.catalogue.json`,
  library: `${demoDir}library.json`,
} as const;

interface DemoRecord {
  kind: string;
  id: string;
  ref: string;
  title: string;
  [field: string]: unknown;
}
interface DemoCatalogue {
  organization: { id: string; name: string };
  users: { id: string; email: string; role: string; status: string; firstName: string; lastName: string }[];
  records: DemoRecord[];
  labels?: { id: string; name: string }[];
  plans?: { id: string; name: string }[];
  planPoints?: { id: string }[];
  inboxItems?: { id: string; subject: string }[];
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as DemoCatalogue;
export const rsDemo = read(demoCatalogueFiles.rs);
export const adDemo = read(demoCatalogueFiles.ad);

export const demoRecord = (catalogue: DemoCatalogue, kind: string, ref: string): DemoRecord => {
  const record = catalogue.records.find((candidate) => candidate.kind === kind && candidate.ref === ref);
  if (!record) throw new Error(`The demo has no ${kind} ${ref}`);
  return record;
};
const idOf = (catalogue: DemoCatalogue, kind: string, ref: string) => demoRecord(catalogue, kind, ref).id;
const userOf = (catalogue: DemoCatalogue, email: string) => catalogue.users.find((user) => user.email === email)!.id;
const labelOf = (name: string) => rsDemo.labels!.find((label) => label.name === name)!.id;
const planOf = (name: string) => adDemo.plans!.find((plan) => plan.name === name)!.id;

export const demoIds = {
  rsOrganization: rsDemo.organization.id,
  adOrganization: adDemo.organization.id,
  rsAdmin: userOf(rsDemo, 'lea.martin@example.com'),
  rsManager: userOf(rsDemo, 'hugo.bernard@example.com'),
  rsViewer: userOf(rsDemo, 'chloe.petit@example.com'),
  adAdmin: userOf(adDemo, 'anna.weber@example.com'),
  /** Back-office users are the platform's, not an organization's: the seed writes this one itself. */
  backOfficeAdmin: 'b1b2c3d4-0005-4000-8000-000000000005',
  customLabel: labelOf('Urgent'),
  usedLabel: labelOf('Sécurité incendie'),
  userLabel: labelOf('Chargé de sécurité'),
} as const;

/** Users the back office can re-send an invitation to (operation 12): one pending user per organization type. */
export const backOfficeDemoIds = {
  pendingRsUser: userOf(rsDemo, 'jules.moreau@example.com'),
  pendingAdUser: userOf(adDemo, 'jonas.fischer@example.com'),
} as const;

/** Building works of the rs organization: one under way with units, commissions and documents, one received and archived, one pending, one deleted. */
export const buildingWorkDemoIds = {
  underWay: idOf(rsDemo, 'building_work', 'TRV-1'),
  archived: idOf(rsDemo, 'building_work', 'TRV-2'),
  pending: idOf(rsDemo, 'building_work', 'TRV-3'),
  deleted: idOf(rsDemo, 'building_work', 'TRV-4'),
  unitA: idOf(rsDemo, 'unit', 'UNI-1'),
  unitB: idOf(rsDemo, 'unit', 'UNI-2'),
  unitArchived: idOf(rsDemo, 'unit', 'UNI-901'),
  commissionEarlier: idOf(rsDemo, 'commission', 'COM-901'),
  commissionLatestHeld: idOf(rsDemo, 'commission', 'COM-902'),
  commissionScheduled: idOf(rsDemo, 'commission', 'COM-903'),
  commissionCancelled: idOf(rsDemo, 'commission', 'COM-904'),
  documentAuthorization: idOf(rsDemo, 'document', 'DOC-901'),
  documentMinutes: idOf(rsDemo, 'document', 'DOC-902'),
  /** A document on no building work, to replace (operation 6). */
  registry: idOf(rsDemo, 'document', 'DOC-903'),
} as const;

/** A report and an inbox item to analyse (operation 7). */
export const analysisDemoIds = {
  report: idOf(rsDemo, 'report', 'REP-901'),
  inboxItem: rsDemo.inboxItems![0]!.id,
} as const;

/** The ad organization's units, plans and the anomaly pinned on one of them (operation 8). */
export const planPointDemoIds = {
  siteNorth: idOf(adDemo, 'unit', 'UNI-1'),
  siteSouth: idOf(adDemo, 'unit', 'UNI-2'),
  planNorthGround: planOf('Site Nord – rez-de-chaussée'),
  planNorthFirst: planOf('Site Nord – 1er étage'),
  planSouthGround: planOf('Site Sud – rez-de-chaussée'),
  anomaly: idOf(adDemo, 'anomaly', 'ANO-1'),
  point: adDemo.planPoints![0]!.id,
} as const;

/** The bytes of a demo file, as the catalogue names it. */
export const demoFileContent = (name: string) => readFileSync(`${demoDir}files/${name}`, 'utf8');

interface DemoLibrary {
  technicalInstallations: { id: string; name: string }[];
  preventiveRules: { id: string; name: string }[];
}
const library = JSON.parse(readFileSync(demoCatalogueFiles.library, 'utf8')) as DemoLibrary;
const installationOf = (name: string) =>
  library.technicalInstallations.find((installation) => installation.name === name)!.id;
const ruleOf = (prefix: string) => library.preventiveRules.find((rule) => rule.name.startsWith(prefix))!.id;

/** The platform's preventive library (operation 5): installations rules are written for, and two rules. */
export const libraryDemoIds = {
  fireAlarmSystem: installationOf('Système de sécurité incendie'),
  smokeExtraction: installationOf('Désenfumage'),
  elevator: installationOf('Ascenseur'),
  fireAlarmCheck: ruleOf('Vérification annuelle'),
  elevatorMaintenance: ruleOf("Visite d'entretien"),
} as const;
