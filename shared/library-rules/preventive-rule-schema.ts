import * as z from 'zod';
import { PROVIDER_TYPES } from '../catalogue/kinds.ts';
import { canonicalUuid } from '../http/formats.ts';
import {
  buildingClassifications,
  ERP_CATEGORY_MAX,
  ERP_CATEGORY_MIN,
  erpActivityTypes,
  logbooks,
  ruleBounds as bounds,
  ruleTypes,
} from './preventive-rule.ts';
import { recurrenceProblems } from './recurrence.ts';

/** An array whose items may not repeat; the repeated item is the one reported. */
const distinct = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .superRefine((values, ctx) => {
      values.forEach((value, index) => {
        if (values.indexOf(value) !== index) ctx.addIssue({ code: 'custom', message: 'repeats an earlier item', path: [index] });
      });
    });

const rrule = z
  .string()
  .min(1, { abort: true })
  .max(bounds.rruleMax, { abort: true })
  .superRefine((text, ctx) => {
    for (const problem of recurrenceProblems(text)) ctx.addIssue({ code: 'custom', message: `not an RFC 5545 recurrence rule: ${problem}` });
  });

const siteScope = z.strictObject({
  classifications: distinct(z.enum(buildingClassifications), buildingClassifications.length),
  categories: distinct(z.int().min(ERP_CATEGORY_MIN).max(ERP_CATEGORY_MAX), ERP_CATEGORY_MAX - ERP_CATEGORY_MIN + 1),
  activityTypes: distinct(z.enum(erpActivityTypes), erpActivityTypes.length),
});

const links = z.strictObject({
  logbook: z.enum(logbooks),
  regulatoryReferences: distinct(z.string().trim().min(1).max(bounds.regulatoryReferenceMax), bounds.regulatoryReferencesMax).default([]),
  documentationUrls: distinct(z.url({ protocol: /^https$/ }).max(bounds.documentationUrlMax), bounds.documentationUrlsMax).default([]),
});

/** A rule's fields with their rules, each required here; the update body and a library file make their own optional. */
export const preventiveRuleFields = {
  name: z.string().trim().min(1).max(bounds.nameMax),
  description: z.string().max(bounds.descriptionMax),
  rrule,
  ruleType: z.enum(ruleTypes),
  links,
  providerTypes: distinct(z.enum(PROVIDER_TYPES), PROVIDER_TYPES.length),
  siteScopes: z.array(siteScope).max(bounds.siteScopesMax),
  mainLibraryTechnicalInstallationId: canonicalUuid,
  libraryTechnicalInstallationIds: distinct(canonicalUuid, bounds.installationsMax).min(1),
};

type RuleFields = Partial<Pick<z.output<z.ZodObject<typeof preventiveRuleFields>>, 'mainLibraryTechnicalInstallationId' | 'libraryTechnicalInstallationIds'>>;

/** The main installation is one of the rule's installations (when both are given). */
export const mainAmongInstallations = (rule: RuleFields, ctx: z.RefinementCtx) => {
  const { mainLibraryTechnicalInstallationId: main, libraryTechnicalInstallationIds: ids } = rule;
  if (main !== undefined && ids !== undefined && !ids.includes(main)) {
    ctx.addIssue({ code: 'custom', message: 'must be one of libraryTechnicalInstallationIds', path: ['mainLibraryTechnicalInstallationId'] });
  }
};

/**
 * The update body (operation 5): any of the rule's fields, at least one, nothing else. A field sent
 * replaces the stored value whole (arrays and `links` included).
 */
export const preventiveRuleUpdateBody = z
  .strictObject(preventiveRuleFields)
  .partial()
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: 'send at least one field to change', path: [] });
    mainAmongInstallations(body, ctx);
  });

/**
 * `If-Match` carries the version the client read, as an entity tag (`"3"`) or bare (`3`). Weak
 * tags (`W/"3"`) are refused: If-Match compares strongly.
 */
export const ifMatchVersion = z
  .string()
  .regex(/^(?:"[1-9][0-9]{0,15}"|[1-9][0-9]{0,15})$/, { error: 'must be the version you read, e.g. "3"' })
  .transform((tag) => Number(tag.replaceAll('"', '')))
  .pipe(z.int().min(1).max(bounds.versionMax));
