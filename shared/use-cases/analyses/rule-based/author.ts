import type { NamedRecord } from '#shared/stores/analyses/catalogue-names.ts';
import type { ReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { namedIn, normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { MetadataResult } from '#shared/vocabulary/analyses/analysis.ts';
import { labelledValue } from './labelled-lines.ts';

type Author = MetadataResult['provider'];

/** How many lines at the start (letterhead, title block) and at the end (signature block) speak for the author. */
const headLines = 10;
const tailLines = 8;

/** Lines naming another party than the author: the client, the owner, the maintenance company, the installer. */
const otherParty =
  /\b(?:client|donneur d ordre|maitre d ouvrage|proprietaire|exploitant|gestionnaire|syndic|mainteneur|maintenance|entreprise de maintenance|societe de maintenance|installateur|installe par|installer|installed by|fabricant|manufacturer|constructeur|hersteller|auftraggeber|betreiber|eigentumer|wartungsfirma|wartung|errichter|owner|managing agent|landlord|maintained by|maintenance contractor|pour le compte|on behalf of the client|destinataire|recipient|to|an|a l attention|attention|cc)\b/;
/** Labels whose value is the body that wrote the report (never a person: inspectors sign for it). */
const bodyLabel =
  /^(?:prestataire|organisme(?: agree| de controle| verificateur| notifie| inspecteur)?|bureau de controle|societe de controle|entreprise|inspection body|inspection company|inspecting body|competent person s employer|contractor|company|service provider|provider|prufstelle|prufinstitution|zugelassene uberwachungsstelle|zus|sachverstandigenorganisation|firma|dienstleister|auftragnehmer|ausfuhrende firma|emetteur|issued by|report by|prepared by \(company\))$/;
/** Labels whose value is usually a person, the inspector; the company when the value names one. */
const personLabel =
  /^(?:inspector|inspecteur|verificateur|controleur|technicien|intervenant|engineer|surveyor|assessor|prufer|sachverstandiger|techniker)$/;
/** A company's legal form or a word that names an inspection body ("Brandschutzbüro", "Ingenieurbüro"). */
const companyWord =
  /\b(?:sas|sasu|sa|sarl|eurl|sci|gmbh|ag|kg|ohg|e v|ev|ltd|limited|plc|llp|llc|inc|group|groupe|bureau|controle|inspection|prufdienst|tuv|dekra|veritas|apave|socotec|qualiconsult|sgs|prefecture|services|partg|mbb|\p{L}+buro|\p{L}+bureau)\b/u;
/** A report's title is no author: "Rapport de vérification", "Prüfbericht", "Inspection report". */
const title =
  /\b(?:rapport|report|bericht|proces verbal|certificate|certificat|attestation|prufbescheinigung|compte rendu|bon d intervention|verification|inspection|wartungsprotokoll|prufprotokoll)\b/;

const asAuthor = (name: string, providers: readonly NamedRecord[]): Author => {
  const [known] = namedIn(name, providers);
  return known ? { name: known.name, id: known.id, ref: known.ref } : { name, id: null, ref: null };
};

/** Whether a line names another party: by its label, or by its first words when it has none ("Société de maintenance …"). */
const namesOtherParty = (line: string): boolean => {
  // A colon before a digit is a time's ("10:41"), no label's.
  const label = /:(?!\d)/.test(line)
    ? line.split(/:(?!\d)/)[0]!
    : normalize(line).trim().split(' ').slice(0, 3).join(' ');
  return otherParty.test(normalize(label));
};

/** Lines that speak for the author: the letterheads and footers, the head and the tail of the report, none naming another party. */
const authorLines = (document: ReportDocument): string[] =>
  [...document.furniture, ...document.lines.slice(0, headLines), ...document.lines.slice(-tailLines)].filter(
    (line) => !namesOtherParty(line) && !/:\s*$/.test(line),
  );

/** The company a letterhead line names: the line up to its title, its reference or a dash ("ALTÉA Contrôle Rapport n° …"). */
const letterheadName = (line: string): string | undefined => {
  const name = line
    .split(/\s+[—–|:]\s+|\s+-\s+|\s{2,}|,\s/)[0]!
    .replace(/\s+(?:rapport|report|bericht|dossier|n°|nr\.?|no\.?|réf\.?|ref\.?|page|seite)\b.*$/iu, '')
    .trim();
  const normalized = normalize(name).trim();
  if (normalized.length < 2 || normalized.split(' ').length > 7 || /\d{3,}/.test(name)) return undefined;
  // One word names a company only in capitals ("CTAF", "SIS"): "Inspection" alone is a title's word.
  if (!normalized.includes(' ') && !/^\p{Lu}{3,}$/u.test(name)) return undefined;
  if (title.test(normalized) && !companyWord.test(normalized)) return undefined;
  return companyWord.test(normalized) || name === name.toUpperCase() ? name : undefined;
};

/** A provider's brand: a word of its name written in capitals ("QUALIVERIF" of "QUALIVERIF Ascenseurs"), as letterheads and portals shorten it. */
const brandOf = (name: string): string | undefined =>
  name.split(/\s+/).find((word) => word.length >= 3 && /^\p{Lu}[\p{Lu}\d&-]+$/u.test(word) && /\p{Lu}{3}/u.test(word));

/** Legal forms, left out of an abbreviation: "Hanseatische Prüfgesellschaft mbH" is "HPG". */
const legalForm = /^(?:sas|sasu|sa|sarl|eurl|gmbh|mbh|ag|kg|ohg|ltd|limited|plc|llp|llc|inc|co|&)$/i;

/** A word's initial, and that of the company word a compound ends with ("Prüfgesellschaft" → "PG"). */
const initials = (word: string): string => {
  const part = /\p{Ll}(gesellschaft|verband|dienst)$/u.exec(word)?.[1];
  return `${word[0] ?? ''}${part?.[0] ?? ''}`;
};

/**
 * The abbreviation of a provider's name: the capitals starting its words and those inside a compound
 * ("Hanseatische Prüfgesellschaft mbH" → "HPG"), when it has three letters or more.
 */
const abbreviationOf = (name: string): string | undefined => {
  const words = name.split(/\s+/).filter((word) => !legalForm.test(word));
  const abbreviation = words.map(initials).join('').toUpperCase();
  return abbreviation.length >= 3 && words.length >= 2 ? abbreviation : undefined;
};

const wordIn = (text: string, word: string): boolean =>
  new RegExp(`(?<![\\p{L}\\d])${word}(?![\\p{L}\\d])`, 'u').test(text);

/** The provider a line names by its brand in capitals ("QUALIVERIF") or by its abbreviation in capitals ("HPG"). */
const brandIn = (lines: string[], providers: readonly NamedRecord[]): NamedRecord | undefined => {
  const text = normalize(lines.join(' '));
  const capitals = lines.join(' ');
  return providers.find((provider) => {
    const brand = brandOf(provider.name);
    const abbreviation = abbreviationOf(provider.name);
    return (
      (brand !== undefined && text.includes(normalize(brand))) ||
      (abbreviation !== undefined && wordIn(capitals, abbreviation))
    );
  });
};

/**
 * Who wrote the report, in order: a catalogue provider named (or its brand in capitals) in its
 * letterhead, footer, title or signature block (not on a line naming the client, the maintenance company or the installer);
 * the value of a line labelled as the body ("Organisme :", "Prüfstelle:", "Contractor:"); the
 * company its letterhead or footer names; a catalogue provider named anywhere else.
 */
export const authorOf = (document: ReportDocument, providers: readonly NamedRecord[]): Author => {
  const zone = authorLines(document);
  const inZone = namedIn(zone.join('\n'), providers)[0] ?? brandIn(zone, providers);
  if (inZone) return { name: inZone.name, id: inZone.id, ref: inZone.ref };
  for (const line of document.lines) {
    const body = labelledValue(line, bodyLabel);
    if (body) return asAuthor(body, providers);
    // "Inspector: Acme Lifts Ltd": a person's label whose value is a company.
    const person = labelledValue(line, personLabel);
    if (person && companyWord.test(normalize(person))) return asAuthor(person, providers);
  }
  for (const line of zone) {
    const name = letterheadName(line);
    if (name) return asAuthor(name, providers);
  }
  const [named] = namedIn(document.lines.filter((line) => !otherParty.test(normalize(line))).join('\n'), providers);
  return named ? { name: named.name, id: named.id, ref: named.ref } : null;
};
