import { normalize } from '#shared/use-cases/analyses/text-matching.ts';
import type { Priority } from '#shared/vocabulary/catalogue/kinds.ts';

/**
 * The grading scales reports print, each grade mapped to our priority (docs/analyses.md, "Grading
 * scales"). A grade is matched on its normalized form (no accents, lower case, words parted by one
 * space), the whole of a grade cell or a grade written in a line. The rule across scales: a danger
 * to act on at once ("immédiat", "URGENT", "gefährlich") is `critical`; a defect to remedy soon
 * (weeks, "potentially dangerous") `high`; within months, or to investigate, `medium`; an
 * improvement, a recommendation, an observation `low`; a scale of four grades maps onto ours in order.
 */
interface Scale {
  name: string;
  grades: [RegExp, Priority][];
  /** Single letters and bare digits are grades in a grade column only, never in running text. */
  cellOnly?: boolean;
}

const scales: Scale[] = [
  {
    name: 'UK electrical condition codes (EICR)',
    grades: [
      [/^c ?1$/, 'critical'],
      [/^c ?2$/, 'high'],
      [/^fi$/, 'medium'],
      [/^c ?3$/, 'low'],
    ],
  },
  {
    name: 'Lift defects (D1, D2, D3, observation)',
    grades: [
      [/^d ?1$/, 'critical'],
      [/^d ?2$/, 'high'],
      [/^d ?3$/, 'medium'],
    ],
  },
  {
    name: 'Numbered grades, 1 the most severe (priorité 1 to 4, P1 to P4, Mängelklasse 1 to 3)',
    grades: [
      [/^(?:p|prio|priorite|priority|prioritat|mangelklasse|klasse|mk|stufe|categorie|category) ?1$/, 'critical'],
      [/^(?:p|prio|priorite|priority|prioritat|mangelklasse|klasse|mk|stufe|categorie|category) ?2$/, 'high'],
      [/^(?:p|prio|priorite|priority|prioritat|mangelklasse|klasse|mk|stufe|categorie|category) ?3$/, 'medium'],
      [/^(?:p|prio|priorite|priority|prioritat|mangelklasse|klasse|mk|stufe|categorie|category) ?4$/, 'low'],
    ],
  },
  {
    name: 'Délais and timescales (immédiat, 1 mois, 3 mois, recommandation)',
    grades: [
      [/^(?:immediat|immediate|immediatement|immediately|sans delai|sofort|sofortig|without delay|now)$/, 'critical'],
      [
        /^(?:(?:sous |within )?(?:1|un|one|15|8) (?:mois|month|semaines?|weeks?|jours|days)|1 monat|4 wochen|kurzfristig)$/,
        'high',
      ],
      [
        /^(?:(?:sous |within )?(?:2|3|6|deux|trois|six|three|two) (?:mois|months)|[2-6] monate|mittelfristig)$/,
        'medium',
      ],
      [
        /^(?:(?:sous |within )?(?:12 mois|1 an|12 months|one year|1 year)|langfristig|a la prochaine visite|next visit|next inspection)$/,
        'low',
      ],
    ],
  },
  {
    name: 'German defect classes (Mängelklassen)',
    grades: [
      [/^(?:gefahrlich|gefahrlicher mangel|gm|gefahr im verzug)$/, 'critical'],
      [/^(?:erheblich|erheblicher mangel|em)$/, 'high'],
      [/^(?:geringfugig|geringfugiger mangel|geringer mangel)$/, 'medium'],
      [/^(?:hinweis|empfehlung|ohne mangel charakter)$/, 'low'],
    ],
  },
  {
    name: 'Gas unsafe situations (IGEM/G/11: immediately dangerous, at risk, not to current standards)',
    grades: [
      [/^immediately dangerous(?: id)?$/, 'critical'],
      [/^at risk(?: ar)?$/, 'high'],
      [/^not to current standards?(?: ncs)?$/, 'low'],
    ],
  },
  {
    name: 'Lifting equipment (LOLER)',
    grades: [
      [/\b(?:of immediate danger|immediate danger|existing danger)\b/, 'critical'],
      [/\b(?:could become a danger|become a danger|potential danger)\b/, 'high'],
    ],
  },
  {
    name: 'Words of priority (critical, high, medium, low, urgent)',
    grades: [
      [
        /^(?:critique|critical|kritisch|tres haute|very high|intolerable|dangereux|dangerous|danger|urgent|urgente|tres urgent|dringend|sehr dringend|urgently|emergency)$/,
        'critical',
      ],
      [
        /^(?:haute|haut|elevee|eleve|importante|important|high|high priority|hoch|hohe prioritat|priorite haute|substantial|significant|majeur|majeure|major)$/,
        'high',
      ],
      [/^(?:moyenne|moyen|normale|normal|moderee|medium|moderate|mittel|tolerable)$/, 'medium'],
      [
        /^(?:basse|bas|faible|mineure|mineur|low|minor|niedrig|gering|trivial|advisory|recommandation|recommendation|recommande|recommended|amelioration|improvement|observation|observations|obs|sans suite|a prevoir|to plan|bei gelegenheit)$/,
        'low',
      ],
    ],
  },
  {
    name: 'Bare codes of a grade column (1 to 4; A to D; S, W, G; ID, AR, NCS)',
    cellOnly: true,
    grades: [
      [/^(?:1|a|s|i|id)$/, 'critical'],
      [/^(?:2|b|w|ii|ar)$/, 'high'],
      [/^(?:3|c|g|iii)$/, 'medium'],
      [/^(?:4|d|iv|ncs)$/, 'low'],
    ],
  },
];

/** Grades a report's legend defines: its own tokens (normalized) and what it says each means. */
export type Legend = Map<string, Priority>;

/** The priority of a grade written on its own (a grade cell, a bracketed word), the legend's reading first. */
export const priorityOfGrade = (value: string, legend: Legend = new Map(), inCell = true): Priority | null => {
  const normalized = normalize(value).trim();
  if (!normalized || normalized.split(' ').length > 10) return null;
  const fromLegend = legend.get(normalized);
  if (fromLegend) return fromLegend;
  for (const scale of scales) {
    if (scale.cellOnly && !inCell) continue;
    const found = scale.grades.find(([pattern]) => pattern.test(normalized));
    if (found) return found[1];
  }
  return null;
};

/** Grades that are words of priority themselves: a legend's description of them says when, not how grave. */
const priorityWords = new Set(
  'critical critique kritisch high haute haut elevee hoch medium moyenne moyen mittel moderate low basse faible niedrig immediate immediat urgent dringend'.split(
    ' ',
  ),
);

export const isPriorityWord = (value: string): boolean => priorityWords.has(normalize(value).trim());
