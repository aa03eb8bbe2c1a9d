/**
 * A question set's catalogue in a domain of its own: the project's catalogue generator
 * (infra/local/seed/catalogue-generator.ts) with the domain's names and titles put in. Every unit
 * has one of two languages, and its installations, equipment and the titles of what happens there
 * are written in it. Used by the generators of test/search/messages, search-box and regional.
 */
import { generateCatalogue } from '#infra/local/seed/catalogue-generator.ts';

export type Language = 'a' | 'b';
export interface Domain {
  /** Records to generate (1,000 unless said): units, installations and equipment grow with it. */
  records?: number;
  seed: number;
  organization: { id: string; name: string; language: 'en-US' | 'fr-FR' | 'de-DE'; timezone: string };
  users: { id: string; firstName: string; lastName: string; email: string; role: 'admin' | 'manager' | 'viewer' }[];
  units: [string, Language][];
  installations: Record<string, Record<Language, string>>;
  equipment: Record<string, Record<Language, string[]>>;
  providers: string[];
  anomalies: Record<Language, string[]>;
  interventions: Record<string, Record<Language, string>>;
  /** The organization's comment in the file. */
  comment: string;
  /** Words of the generator's other titles and texts, in the catalogue's main language. */
  words: [string, string][];
}

type FileRecord = Record<string, unknown> & { kind: string; id: string; title: string };

const unitLanguage = (domain: Domain, units: FileRecord[]) =>
  new Map(units.map((unit, index) => [unit.id, domain.units[index % domain.units.length]![1]]));

/** The generator's catalogue with the domain's names and titles. */
export const catalogueOf = (domain: Domain) => {
  const catalogue = generateCatalogue({
    organization: domain.organization,
    users: domain.users,
    records: domain.records ?? 1000,
    seed: domain.seed,
  });
  const records = catalogue.records as unknown as FileRecord[];
  const ofKind = (kind: string) => records.filter((record) => record.kind === kind);
  const units = ofKind('unit');
  const languageOf = unitLanguage(domain, units);
  const byId = new Map(records.map((record) => [record.id, record]));
  const firstId = (record: FileRecord, field: string) => (record[field] as string[] | undefined)?.[0];
  const unitName = new Map<string, string>();
  units.forEach((unit, index) => {
    const name =
      index < domain.units.length
        ? domain.units[index]![0]
        : `${domain.units[index % domain.units.length]![0]} ${index + 1}`;
    unitName.set(unit.id, name);
    unit.title = name;
    unit.subtitle = unit.city;
  });
  const categories = Object.keys(domain.installations);
  const installations = ofKind('technical_installation');
  const categoryOf = new Map<string, string>();
  installations.forEach((installation, index) => {
    const unitId = firstId(installation, 'unitIds')!;
    const category = categories[Math.floor(index / units.length) % categories.length]!;
    categoryOf.set(installation.id, category);
    installation.category = category;
    installation.title = `${domain.installations[category]![languageOf.get(unitId)!]} – ${unitName.get(unitId)}`;
    installation.subtitle = unitName.get(unitId);
  });
  const serial = new Map<string, number>();
  for (const item of ofKind('equipment')) {
    const installationId = firstId(item, 'technicalInstallationIds')!;
    const language = languageOf.get(firstId(item, 'unitIds')!)!;
    const names = domain.equipment[categoryOf.get(installationId)!]![language];
    const base = names[(serial.size + (serial.get(installationId) ?? 0)) % names.length]!;
    const number = (serial.get(base) ?? 0) + 1;
    serial.set(base, number);
    serial.set(installationId, (serial.get(installationId) ?? 0) + 1);
    item.title = `${base} ${number}`;
    item.subtitle = byId.get(installationId)!.title.split(' – ')[0];
  }
  ofKind('provider').forEach((provider, index) => {
    provider.title =
      domain.providers[index % domain.providers.length]! + (index < domain.providers.length ? '' : ` ${index + 1}`);
  });
  const placeOf = (record: FileRecord) => {
    const unitId = firstId(record, 'unitIds');
    const installationId = firstId(record, 'technicalInstallationIds');
    const equipmentId = firstId(record, 'equipmentIds');
    const installation = installationId ? byId.get(installationId) : undefined;
    const equipment = equipmentId
      ? byId.get(equipmentId)
      : records.find(
          (item) => item.kind === 'equipment' && firstId(item, 'technicalInstallationIds') === installationId,
        );
    return {
      language: (unitId ? languageOf.get(unitId) : undefined) ?? 'a',
      u: unitId ? unitName.get(unitId)! : '',
      i: installation ? installation.title.split(' – ')[0]!.toLowerCase() : '',
      e: equipment ? equipment.title : '',
    };
  };
  const fill = (template: string, place: ReturnType<typeof placeOf>) =>
    template.replace('{e}', place.e).replace('{i}', place.i).replace('{u}', `– ${place.u}`);
  ofKind('anomaly').forEach((anomaly, index) => {
    const place = placeOf(anomaly);
    const templates = domain.anomalies[place.language];
    anomaly.title = fill(templates[index % templates.length]!, place);
  });
  for (const intervention of ofKind('intervention')) {
    const place = placeOf(intervention);
    intervention.title = fill(domain.interventions[intervention.interventionType as string]![place.language], place);
  }
  const rename = (text: string) => {
    let renamed = text;
    for (const [from, to] of [...domain.words].sort((a, b) => b[0].length - a[0].length))
      renamed = renamed.split(from).join(to);
    return renamed;
  };
  for (const record of records) {
    if (['unit', 'technical_installation', 'equipment', 'provider', 'anomaly', 'intervention'].includes(record.kind))
      continue;
    const unitId = firstId(record, 'unitIds');
    if (unitId) {
      const [head] = record.title.split(' – ');
      record.title = `${rename(head!)} – ${unitName.get(unitId)}`.replace(/ – [^–]+ – /, ' – ');
      if (typeof record.subtitle === 'string' && !String(record.subtitle).includes('·'))
        record.subtitle = unitName.get(unitId);
    } else record.title = rename(record.title);
    if (typeof record.text === 'string') record.text = rename(record.text);
  }
  for (const record of records) {
    if (typeof record.text === 'string') record.text = rename(record.text);
    const providerId = record.providerId as string | undefined;
    if (providerId && ['contact', 'contract'].includes(record.kind)) record.subtitle = byId.get(providerId)!.title;
    if (record.kind === 'contract') {
      const installation = byId.get(firstId(record, 'technicalInstallationIds') ?? '');
      record.title = `${rename('Contrat de maintenance')} ${installation?.title ?? ''}`.trim();
    }
    if (record.kind === 'report') {
      const intervention = byId.get(record.interventionId as string);
      if (intervention) record.title = `${rename('Rapport')} – ${intervention.title}`;
    }
    if (typeof record.subtitle === 'string' && record.subtitle.includes('·')) {
      const place = placeOf(record);
      record.subtitle = `${place.i ? byId.get(firstId(record, 'technicalInstallationIds')!)!.title.split(' – ')[0] : ''} · ${place.u}`;
    }
  }
  return {
    ...catalogue,
    organization: { ...catalogue.organization, comment: domain.comment },
  };
};
