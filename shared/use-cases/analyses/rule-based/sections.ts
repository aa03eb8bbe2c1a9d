import { normalize } from '#shared/use-cases/analyses/text-matching.ts';

/**
 * What a part of a report holds, told by its heading: the deficiencies to act on (`findings`), or
 * anything else a reader skips when listing them (`other`): the scope, the documents consulted, the
 * test points passed, the legend, the summary that repeats the worst findings, the follow-up of
 * last year's findings, the repairs made, the conclusion, the signatures, a letter's closing. Tests
 * and measurements are neither: their tables give the rows that failed.
 */
export type SectionKind = 'findings' | 'other';

/** Headings of parts that hold no finding of this report; tried first: "Suivi des observations" is no list of observations. */
const otherHeading = new RegExp(
  [
    'suivi|nachverfolgung|nachkontrolle|precedent|precedente|anterieur|anterieure|previous|prior|vorprufung|aus der vorprufung|fruhere|last (?:year|inspection|report)|vorherig\\w*|letzten (?:prufung|bericht)|erledigung|levee des|follow up|status of|rappel',
    'points? (?:de controle |verifies?|examines?)|schedule of (?:inspections?|tests?|test results|circuit details)|sans observation|without (?:observation|defect)|ohne (?:mangel|befund)|satisfactory items|items? (?:inspected|tested)|gepruft\\w*|prufpunkte',
    'documents?|unterlagen|pieces|scope|perimetre|etendue|prufumfang|pruefumfang|installations? verifiees?|equipements? verifies?|composition|delegation|extent|limitations?',
    'legende|legend|key to|classification|classement|bareme|codes?|priority definitions|definitions?|mangelklassen|bewertung|delais preconises|delais',
    'summary|synthese|resume|zusammenfassung|fazit|conclusions?|avis|overall|ergebnis|prufergebnis|prufungsergebnis|gesamturteil|gesamtbewertung|beurteilung|bilan|etat general|general condition|overall assessment',
    'signatures?|signed|signe|fait a|etabli par|unterschrift\\w*|gez|visa|declaration|attestation',
    'operations effectuees|travaux (?:realises|effectues)|work (?:carried out|done)|durchgefuhrte arbeiten|repairs?|interventions? realisees?',
    'renseignements|informations? generales?|general information|allgemeine angaben|description (?:de l )?(?:installation|etablissement)|identification',
    'cordialement|bien a vous|best regards|kind regards|regards|mit freundlichen grussen|freundliche grusse|sincerely',
  ].join('|'),
);
const findingsHeading =
  /\b(?:observations?|anomalies|anomalie|constats?|constatations|reserves|non conformites|ecarts|defauts|defects?|deficienc\w+|findings?|issues|mangel\w*|maengel|beanstandungen|feststellungen|remarques|actions? (?:requises|required|plan)|plan d action|prescriptions|recommendations|significant findings|schedule of|points? (?:a (?:corriger|lever|traiter)|to (?:action|address))|travaux a (?:realiser|prevoir)|nachbesserung\w*|handlungsbedarf)\b/;
/** A line that leads into a list of findings in running text, such as an e-mail: "we noted the following:". */
const leadIn =
  /\b(?:constate|constatons|releve|relevons|noted|found|observed|identified|festgestellt|beanstandet|points suivants|following (?:defects|issues|points|items|observations)|folgende|(?:voici|here are|hier (?:sind|die)) (?:nos|our|unsere) (?:constats|observations|remarques|findings|feststellungen))\b.*:$/;

const headingNumber = /^(?:\d{1,2}(?:[.)]\d{1,2})*[.)]?|[IVX]{1,4}[.)]|[A-H]\d{0,2}[.)])\s+/;
/** A part lettered "A.", "A1.", "B2)": a form's parts, whose headings may run to a long title. */
const letteredPart = /^[A-H]\d{0,2}[.)]\s+/;
/** How many words a heading may have; a lettered part's title may say more of what it holds. */
const headingWords = 9;
const letteredHeadingWords = 20;

const otherLead = new RegExp(`^(?:\\p{L}+ )?(?:${otherHeading.source})\\b`, 'u');
const otherAnywhere = new RegExp(`\\b(?:${otherHeading.source})\\b`);

/**
 * The kind a heading gives what follows it, or undefined for a line that is no heading (longer than
 * 9 words, a lettered part's findings title 20, or a sentence). A heading that starts with another part's name is that part's ("Suivi des
 * observations"), else one that names findings is theirs ("Liste récapitulative des observations").
 */
export const sectionOf = (line: string): SectionKind | undefined => {
  const trimmed = line.trim();
  if (trimmed.endsWith(':') && leadIn.test(`${normalize(trimmed).trim()}:`)) return 'findings';
  const normalized = normalize(trimmed.replace(headingNumber, '').replace(/[\s:]+$/, '')).trim();
  // A heading says what follows; a line with a value after its colon states a fact ("Installations : voir obs. 3").
  const words = normalized.split(' ').length;
  if (!normalized || words > letteredHeadingWords || /[.;!?]$/.test(trimmed) || /:\s*\S/.test(trimmed))
    return undefined;
  // "A1. Identification of any part found to have a defect which is or could become a danger…": a long lettered title names findings or nothing.
  if (words > headingWords)
    return letteredPart.test(trimmed) && findingsHeading.test(normalized) ? 'findings' : undefined;
  if (otherLead.test(normalized)) return 'other';
  if (findingsHeading.test(normalized)) return 'findings';
  if (otherAnywhere.test(normalized)) return 'other';
  return undefined;
};
