/**
 * Answers to clarifications (Search request `resolutions`): each resolution fills the first pending
 * clarification of its kind in the plan, putting the chosen id into the filter that clarification
 * targets (or, in a section of the named kind, the chosen record's reference). The id must be a record of that kind of the caller's organization.
 */

import { readNames } from '#shared/stores/search/catalogue-reads.ts';
import { validationError } from '#shared/vocabulary/errors.ts';
import type { Plan } from '#shared/vocabulary/search/plan.ts';
import { RESOLUTION_FILTER, type ResolvableKind } from '#shared/vocabulary/search/search-terms.ts';

export interface Resolution {
  kind: ResolvableKind;
  id: string;
}

/** A resolution that answers no pending clarification of the plan is ignored; an unknown id is a 400. */
export const applyResolutions = async (
  organizationId: string,
  plan: Plan,
  resolutions: readonly Resolution[],
): Promise<Plan> => {
  let pending = [...plan.clarifications];
  const sections = plan.sections.map((section) => ({ ...section, filters: { ...section.filters } }));
  for (const [index, resolution] of resolutions.entries()) {
    const clarification = pending.find((candidate) => candidate.kind === resolution.kind);
    if (!clarification) continue;
    const id = resolution.id.toLowerCase();
    const known = await readNames(organizationId, resolution.kind, [id]);
    if (!known.has(id)) {
      throw validationError([
        {
          location: 'body',
          path: `resolutions[${index}].id`,
          message: `no ${resolution.kind} of the organization has this id`,
          code: 'unknown_record',
        },
      ]);
    }
    for (const target of clarification.sections) {
      const section = sections[target]!;
      // A section of the named kind shows the chosen record itself, as a unique name would have.
      if (section.entity === resolution.kind) {
        section.filters.ref = known.get(id)!.ref as string;
        section.namedBy = 'title';
      } else section.filters[RESOLUTION_FILTER[resolution.kind]] = [id];
    }
    pending = pending.filter((candidate) => candidate !== clarification);
  }
  return { ...plan, sections, clarifications: pending };
};
