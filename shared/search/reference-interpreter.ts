/**
 * The interpreter used until the language interpreter (shared/search/interpreter/) is wired in: it
 * understands a question that is a bare record reference ("ANO-12", "ano-12 ?") and answers every
 * other question `unsupported` / `missing_required_information`, never a guess.
 */
import { KINDS } from '../catalogue/kinds.ts';
import { REF_PATTERN } from '../http/formats.ts';
import type { Interpretation, InterpretInput, QuestionInterpreter } from './interpreter.ts';
import { buildPlan } from './plan.ts';

const bareReference = (question: string): string | undefined => {
  const candidate = question.trim().replace(/[\s?!.]+$/, '').toUpperCase();
  return REF_PATTERN.test(candidate) ? candidate : undefined;
};

export const referenceInterpreter: QuestionInterpreter = {
  async interpret(input: InterpretInput): Promise<Interpretation> {
    const ref = bareReference(input.question);
    if (!ref) return { kind: 'unsupported', reason: 'missing_required_information' };
    const found = await input.catalogue.findByRef(ref);
    if (found.length === 0) return { kind: 'unsupported', reason: 'missing_required_information' };
    const kinds = KINDS.filter((kind) => found.some((record) => record.kind === kind));
    return {
      kind: 'plan',
      plan: buildPlan({
        version: 1,
        language: input.organizationLanguage,
        sections: kinds.map((entity) => ({ entity, filters: { ref }, namedBy: 'ref' })),
      }),
    };
  },
};
