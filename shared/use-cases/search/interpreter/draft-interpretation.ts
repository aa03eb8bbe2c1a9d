/**
 * The vocabulary interpreter's reading of a question (vocabulary-interpreter.ts): from the words to
 * a plan its schema has not checked yet, or to a refusal.
 */
import { NAMED_KINDS } from '#shared/vocabulary/catalogue/facets.ts';
import type { DraftInterpretation, InterpretInput, RecordRef } from '#shared/vocabulary/search/interpreter.ts';
import { askedPart } from './message.ts';
import { findNames, namedTokens, nameIndex } from './names.ts';
import { findPeriods } from './periods.ts';
import { buildInterpretation } from './plan-builder.ts';
import { detectLanguage, findPhrases, read } from './reading.ts';
import { requestPart } from './request.ts';
import { findCorrections } from './self-correction.ts';
import { wordsToLookUp } from './subject.ts';
import { spacedRefs, tokenize, withHyphens } from './text.ts';

/**
 * The question read into a plan, or refused; the plan not yet checked by the plan's schema, so that
 * this runs without zod in the search function's lazy chunk (vocabulary-interpreter.ts checks it).
 */
export const draftInterpretation = async (input: InterpretInput): Promise<DraftInterpretation> => {
  const asked = askedPart(input.question);
  const refTokens = [...new Set(tokenize(asked).flatMap((t) => (t.ref ? [t.ref] : [])))];
  const [names, found, spacedFound] = await Promise.all([
    input.catalogue.names(NAMED_KINDS),
    Promise.all(refTokens.map(async (ref) => [ref, await input.catalogue.findByRef(ref)] as const)),
    Promise.all(
      spacedRefs(asked).map(async (candidate) => [candidate, await input.catalogue.findByRef(candidate.ref)] as const),
    ),
  ]);
  const index = nameIndex(names, input.organizationLanguage);
  const { question, corrections } = findCorrections(
    requestPart(asked, {
      phrases: findPhrases,
      names: (text, tokens) => namedTokens(findNames({ question: text, tokens, index, scope: input.scope })),
      periods: (text, tokens, phrases) => {
        const lang = detectLanguage(tokens, phrases, new Set(), input.organizationLanguage);
        const found = findPeriods({ question: text, tokens, lang, now: input.now, timezone: input.timezone });
        return new Set(
          found.flatMap((period) => Array.from({ length: period.end - period.start }, (_, i) => period.start + i)),
        );
      },
    }),
  );
  // "ANO 12" is a reference when a record holds it; "last 10" stays words.
  const spaced = new Set(spacedRefs(question).map((candidate) => candidate.start));
  const spacedKept = spacedFound.filter(([candidate, records]) => records.length > 0 && spaced.has(candidate.start));
  const reading = read({
    question: withHyphens(
      question,
      spacedKept.map(([candidate]) => candidate),
    ),
    corrections,
    organizationLanguage: input.organizationLanguage,
    timezone: input.timezone,
    now: input.now,
    names,
    scope: input.scope,
  });
  const knownWords = await input.catalogue.knownWords(wordsToLookUp(reading));
  return buildInterpretation({
    reading,
    refs: new Map<string, readonly RecordRef[]>([
      ...found,
      ...spacedKept.map(([candidate, records]) => [candidate.ref, records] as const),
    ]),
    resolutions: input.resolutions,
    knownWords,
  });
};
