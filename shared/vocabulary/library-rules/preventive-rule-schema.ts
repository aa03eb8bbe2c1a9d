import * as z from 'zod/mini';
import { PROVIDER_TYPES } from '#shared/vocabulary/catalogue/kinds.ts';
import { canonicalUuid, readable } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import {
  ruleBounds as bounds,
  buildingClassifications,
  ERP_CATEGORY_MAX,
  ERP_CATEGORY_MIN,
  erpActivityTypes,
  logbooks,
  ruleTypes,
} from './preventive-rule.ts';
import { recurrenceProblems } from './recurrence.ts';

/** An array whose items may not repeat; the repeated item is the one reported. */
const distinct = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.array(item).check(
    z.maxLength(max),
    z.superRefine((values, ctx) => {
      values.forEach((value, index) => {
        if (values.indexOf(value) !== index)
          ctx.addIssue({ code: 'custom', message: 'repeats an earlier item', path: [index] });
      });
    }),
  );

const rrule = z.string().check(
  z.minLength(1, { abort: true }),
  z.maxLength(bounds.rruleMax, { abort: true }),
  z.superRefine((text, ctx) => {
    for (const problem of recurrenceProblems(text))
      ctx.addIssue({ code: 'custom', message: `not an RFC 5545 recurrence rule: ${problem}` });
  }),
);

const siteScope = z.strictObject({
  classifications: distinct(z.enum(buildingClassifications), buildingClassifications.length),
  categories: distinct(
    z.int().check(z.minimum(ERP_CATEGORY_MIN), z.maximum(ERP_CATEGORY_MAX)),
    ERP_CATEGORY_MAX - ERP_CATEGORY_MIN + 1,
  ),
  activityTypes: distinct(z.enum(erpActivityTypes), erpActivityTypes.length),
});

const links = z.strictObject({
  logbook: z.enum(logbooks),
  regulatoryReferences: z._default(
    distinct(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(bounds.regulatoryReferenceMax)),
      bounds.regulatoryReferencesMax,
    ),
    [],
  ),
  documentationUrls: z._default(
    distinct(
      z.url({ protocol: /^https$/ }).check(z.maxLength(bounds.documentationUrlMax)),
      bounds.documentationUrlsMax,
    ),
    [],
  ),
});

/** A rule's name: readable (refused by the update, cleaned by a library file: formats.ts, `readable`), 1..`nameMax` once trimmed. */
export const preventiveRuleName = (invisible: 'refuse' | 'remove') =>
  z.string().check(readable(invisible), z.trim(), z.minLength(1), z.maxLength(bounds.nameMax));

/** A rule's fields with their rules, each required here; the update body and a library file make their own optional. */
export const preventiveRuleFields = {
  name: preventiveRuleName('refuse'),
  description: z.string().check(z.maxLength(bounds.descriptionMax)),
  rrule,
  ruleType: z.enum(ruleTypes),
  links,
  providerTypes: distinct(z.enum(PROVIDER_TYPES), PROVIDER_TYPES.length),
  siteScopes: z.array(siteScope).check(z.maxLength(bounds.siteScopesMax)),
  mainLibraryTechnicalInstallationId: canonicalUuid,
  libraryTechnicalInstallationIds: distinct(canonicalUuid, bounds.installationsMax).check(z.minLength(1)),
};

type RuleFields = Partial<
  Pick<
    z.output<z.ZodMiniObject<typeof preventiveRuleFields>>,
    'mainLibraryTechnicalInstallationId' | 'libraryTechnicalInstallationIds'
  >
>;

/** The main installation is one of the rule's installations (when both are given). */
export const mainAmongInstallations = (rule: RuleFields, ctx: z.core.$RefinementCtx) => {
  const { mainLibraryTechnicalInstallationId: main, libraryTechnicalInstallationIds: ids } = rule;
  if (main !== undefined && ids !== undefined && !ids.includes(main)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be one of libraryTechnicalInstallationIds',
      path: ['mainLibraryTechnicalInstallationId'],
    });
  }
};

/**
 * The update body (operation 5): any of the rule's fields, at least one, nothing else. A field sent
 * replaces the stored value whole (arrays and `links` included).
 */
export const preventiveRuleUpdateBody = z.partial(z.strictObject(preventiveRuleFields)).check(
  z.superRefine((body, ctx) => {
    if (Object.keys(body).length === 0)
      ctx.addIssue({ code: 'custom', message: 'send at least one field to change', path: [] });
    mainAmongInstallations(body, ctx);
  }),
);
nameSchema(preventiveRuleUpdateBody, 'PreventiveRuleUpdate');

/**
 * `If-Match` carries the version the client read, as an entity tag (`"3"`) or bare (`3`). Weak
 * tags (`W/"3"`) are refused: If-Match compares strongly.
 */
export const ifMatchVersion = z.pipe(
  z.pipe(
    z.string().check(
      z.regex(/^(?:"(?:0|[1-9][0-9]{0,15})"|0|[1-9][0-9]{0,15})$/, {
        error: 'must be the version you read, e.g. "3"',
      }),
    ),
    z.transform((tag: string) => Number(tag.replaceAll('"', ''))),
  ),
  z.int().check(z.minimum(0), z.maximum(bounds.versionMax)),
);
