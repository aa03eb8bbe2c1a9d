import { askedPart } from '#shared/use-cases/search/interpreter/message.ts';
import { buildInterpretation } from '#shared/use-cases/search/interpreter/plan-builder.ts';
import { findPhrases, read } from '#shared/use-cases/search/interpreter/reading.ts';
import { requestPart } from '#shared/use-cases/search/interpreter/request.ts';
import { findCorrections } from '#shared/use-cases/search/interpreter/self-correction.ts';
import { vocabularyInterpreter } from '#shared/use-cases/search/interpreter/vocabulary-interpreter.ts';
import type { CatalogueName, QuestionInterpreter } from '#shared/vocabulary/search/interpreter.ts';

/**
 * The interpreter operation 1 uses: the one line to change when another interpreter takes over.
 *
 * It is read in, and warmed up, while the function starts (docs/cold-start.md, "Search"): its
 * lexicons, typo index, stemmers, stop words and the code that reads a question are built or
 * compiled on their first use. The warm-up reads questions without periods or numbers: what every
 * question needs is then ready, while the time zone's rules and the date parser's first run are
 * paid by the first question that writes a period, and by no other. It is synchronous, so it is over when the
 * module is, and it reads no catalogue.
 */
export const activeInterpreter: QuestionInterpreter = vocabularyInterpreter;

const WARM_UP = [
  'combien d’anomalies urgentes ouvertes en retard à la Chaudiere, par priorité ?',
  'show me the overdue preventive interventons in Building A, oldest first',
  'Wie viele offene Mängel gibt es im Gebäude Nord?',
];

const name = (kind: CatalogueName['kind'], id: string, text: string): CatalogueName => ({
  kind,
  id,
  ref: `${kind.slice(0, 3).toUpperCase()}-1`,
  name: text,
  archived: false,
  unitIds: [],
  technicalInstallationIds: [],
});

const names = [
  name('unit', '00000000-0000-4000-8000-000000000001', 'Building A'),
  name('equipment', '00000000-0000-4000-8000-000000000002', 'Chaudière 1'),
];

for (const asked of WARM_UP) {
  // As vocabularyInterpreter reads a question, without its catalogue lookups.
  const request = requestPart(askedPart(asked), {
    phrases: findPhrases,
    names: () => new Set(),
    periods: () => new Set(),
  });
  const { question, corrections } = findCorrections(request);
  const reading = read({
    question,
    corrections,
    organizationLanguage: 'fr',
    timezone: 'Europe/Paris',
    now: new Date(),
    names,
    scope: { unitIds: [], technicalInstallationIds: [] },
  });
  buildInterpretation({ reading, refs: new Map(), resolutions: [], knownWords: new Set() });
}
