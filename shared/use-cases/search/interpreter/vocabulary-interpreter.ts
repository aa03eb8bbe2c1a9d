/**
 * The offline, deterministic interpreter: vocabulary, stemming, typo tolerance, periods and the
 * organization's own names (docs/search-language.md). Same question, same catalogue, same `now`:
 * same plan. It reads the catalogue only through the `NameResolver`, and never the clock.
 */
import { NAMED_KINDS } from '#shared/vocabulary/catalogue/facets.ts';
import type {
  Interpretation,
  InterpretInput,
  QuestionInterpreter,
  RecordRef,
} from '#shared/vocabulary/search/interpreter.ts';
import { askedPart } from './message.ts';
import { buildInterpretation } from './plan-builder.ts';
import { read } from './reading.ts';
import { findCorrections } from './self-correction.ts';
import { wordsToLookUp } from './subject.ts';
import { spacedRefs, tokenize, withHyphens } from './text.ts';

export const vocabularyInterpreter: QuestionInterpreter = {
  async interpret(input: InterpretInput): Promise<Interpretation> {
    const { question, corrections } = findCorrections(askedPart(input.question));
    const refTokens = [...new Set(tokenize(question).flatMap((t) => (t.ref ? [t.ref] : [])))];
    const spaced = spacedRefs(question);
    const [names, found, spacedFound] = await Promise.all([
      input.catalogue.names(NAMED_KINDS),
      Promise.all(refTokens.map(async (ref) => [ref, await input.catalogue.findByRef(ref)] as const)),
      Promise.all(
        spaced.map(async (candidate) => [candidate, await input.catalogue.findByRef(candidate.ref)] as const),
      ),
    ]);
    // "ANO 12" is a reference when a record holds it; "last 10" stays words.
    const spacedKept = spacedFound.filter(([, records]) => records.length > 0);
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
  },
};
