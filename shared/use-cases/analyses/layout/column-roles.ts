import { normalize } from '../text-matching.ts';

/** What a column of a report's table holds, told by its name. */
export type ColumnRole =
  | 'number'
  | 'location'
  | 'observation'
  | 'reference'
  | 'action'
  | 'grade'
  | 'due'
  | 'equipment'
  | 'installation'
  | 'status'
  | 'result'
  | 'date'
  | 'provider'
  | 'item';

/** Column names (normalized: no accents, lower case, words parted by one space), French, English, German. */
const rolePatterns: [ColumnRole, RegExp][] = [
  [
    'number',
    /^(?:n|no|nr|num|numero|item|pos|position|lfd nr|ref|id|#|obs|index|repere)$|^\p{L}+ (?:nr|no|n|nummer)$/u,
  ],
  [
    'status',
    /\b(?:statut|status|etat de la reserve|levee|leve|suivi|situation|erledigt|behoben|cleared|closed|resolved|etat|stand)\b/,
  ],
  [
    'grade',
    /\b(?:priorite|priority|prioritat|urgence|urgency|criticite|gravite|severity|dringlichkeit|mangelklasse|mangelart|klasse|classification|class|code|grade|cat|categorie|category|niveau de risque|risk level|risk rating|risque|risk|bewertung|einstufung|classement|dc|rating)\b/,
  ],
  [
    'due',
    /\b(?:delai|echeance|date limite|due|deadline|frist|termin|by when|target date|a realiser avant|timescale|(?:remedy|rectify|remedied|rectified|repair) by)\b/,
  ],
  [
    'action',
    /\b(?:action|actions|preconisation|preconisations|mesure|mesures|massnahme|massnahmen|recommended|recommandation|remedial|recommendation|travaux a realiser|abhilfe)\b/,
  ],
  [
    'reference',
    /\b(?:reference|references|referentiel|article|art|norme|norm|regulation|regulations|vorschrift|rechtsgrundlage|texte|regle|standard|bs 7671|clause|paragraph|paragraphe|grundlage|regs)\b/,
  ],
  [
    'location',
    /\b(?:localisation|lieu|emplacement|location|locations|area|zone|ort|standort|bereich|raum|etage|niveau|floor|level|batiment|building|gebaude|where|local)\b|^part$/,
  ],
  [
    'observation',
    /\b(?:observations?|anomalies?|anomaly|constats?|descriptions?|libelle|finding|findings|defects?|defect details|deficienc(?:y|ies)|mangel|mangelbeschreibung|beanstandung|beschreibung|feststellung|feststellungen|bemerkung|bemerkungen|remarques?|reserves?|ecart|non conformite|issue|issues|hazard|details|comment|comments|text|texte|nature|befund|hinweis)\b/,
  ],
  ['equipment', /\b(?:equipements?|equipment|materiel|appareil|gerat|asset|element|bauteil|komponente)\b/],
  ['installation', /\b(?:installations?(?: technique)?|technical installation|anlage|system|systeme|circuit)\b/],
  [
    'result',
    /\b(?:resultat|result|ergebnis|conformite|conforme|outcome|befund ok|pass fail|avis|adequate|satisfactory|acceptable|compliant|appreciation|in ordnung|i o)\b/,
  ],
  [
    'item',
    /\b(?:topic|sujet|thema|rubrique|point de verification|point|check|checkpoint|prufpunkt|prufgegenstand|element verifie|mesure essai|messung)\b/,
  ],
  ['date', /^(?:date|datum|dated)$/],
  ['provider', /\b(?:prestataire|provider|contractor|organisme|firma|entreprise|company)\b/],
];

/** Words a grade column is named by, which a narrow column abbreviates ("D." for Dringlichkeit, "Prio."). */
const gradeNames = ['dringlichkeit', 'prioritat', 'priorite', 'priority', 'urgence', 'urgency', 'gravite', 'severity'];

/** A name cut short with a dot ("D.", "Dringl.", "Prio.") that starts one of the grade column's names. */
const abbreviatesGrade = (name: string): boolean => {
  const match = /^(\p{L}{1,6})\.$/u.exec(name.trim());
  const start = match ? normalize(match[1]!).trim() : '';
  return start !== '' && gradeNames.some((word) => word.startsWith(start));
};

/** The role a column's name gives it, or undefined for a name we do not know. */
export const columnRole = (name: string): ColumnRole | undefined => {
  const normalized = normalize(name).trim();
  if (!normalized || normalized.split(' ').length > 6) return undefined;
  const role = rolePatterns.find(([, pattern]) => pattern.test(normalized))?.[0];
  return role ?? (abbreviatesGrade(name) ? 'grade' : undefined);
};

/** Whether a column's name is cut short ("D."): a bare code under it is printed alone, not as "D. S". */
export const isAbbreviated = (name: string): boolean => /^\p{L}{1,6}\.$/u.test(name.trim());

/** Column names hold no numbers but a year or the number sign's ("N° 2023", "Nr."): "voir observation 3" is a cell's value. */
const nameLike = (cell: string): boolean => !/\d/.test(cell.replace(/\b(?:19|20)\d\d\b/g, ''));

/** A row of cells that reads as a table's header: two known column names or more, one of them the observation's. */
export const isHeaderRow = (cells: string[]): boolean => {
  if (!cells.every(nameLike)) return false;
  const roles = cells.map(columnRole).filter((role) => role !== undefined);
  return roles.length >= 2 && (roles.includes('observation') || roles.length >= 3) && roles.length >= cells.length / 2;
};
