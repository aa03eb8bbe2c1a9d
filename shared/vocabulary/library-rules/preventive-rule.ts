import type { ProviderType, TechnicalInstallationCategory } from '#shared/vocabulary/catalogue/kinds.ts';

/**
 * Preventive library rules are the platform's catalogue of recurring checks and maintenance
 * ("the fire alarm system is checked every year by an approved organization"). Organizations
 * apply them to their sites; the library itself belongs to the back office. docs/library-rules.md
 * explains every decision below.
 */

/** Whether a regulation imposes the recurrence, or it is a maintenance calendar the platform recommends. */
export const ruleTypes = ['regulatory', 'calendar'] as const;
type RuleType = (typeof ruleTypes)[number];

/** Where each occurrence is recorded: the site's safety registry, or its maintenance logbook. */
export const logbooks = ['registry', 'maintenance'] as const;
type Logbook = (typeof logbooks)[number];

/** Building classifications of French safety regulation a rule may be scoped to. */
export const buildingClassifications = ['ERP', 'IGH', 'ERT', 'HAB', 'ICPE'] as const;
type BuildingClassification = (typeof buildingClassifications)[number];

/** ERP categories, 1 (largest audience) to 5 (smallest). */
export const ERP_CATEGORY_MIN = 1;
export const ERP_CATEGORY_MAX = 5;

/** ERP types: activity letters of standard establishments, then those of special establishments. */
export const erpActivityTypes = [
  'J',
  'L',
  'M',
  'N',
  'O',
  'P',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'PA',
  'CTS',
  'SG',
  'PS',
  'GA',
  'OA',
  'EF',
  'REF',
] as const;
type ErpActivityType = (typeof erpActivityTypes)[number];

/**
 * Which sites the rule applies to: a site is in scope when one of the scopes matches it, and a
 * scope matches when each of its non-empty arrays holds the site's value (an empty array does not
 * restrict). Categories and activity types only exist for ERP sites.
 */
interface SiteScope {
  classifications: BuildingClassification[];
  categories: number[];
  activityTypes: ErpActivityType[];
}

interface RuleLinks {
  logbook: Logbook;
  /** The texts that impose or describe the check, e.g. "Arrêté du 25 juin 1980, art. MS 73". */
  regulatoryReferences: string[];
  documentationUrls: string[];
}

export interface PreventiveRule {
  id: string;
  name: string;
  description: string;
  /** One RFC 5545 RRULE value (see recurrence.ts). */
  rrule: string;
  ruleType: RuleType;
  links: RuleLinks;
  providerTypes: ProviderType[];
  siteScopes: SiteScope[];
  mainLibraryTechnicalInstallationId: string;
  libraryTechnicalInstallationIds: string[];
  /** 1 when created; every update adds one. */
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedByBoUserId: string;
}

/** An installation of the library (not of a site) that rules are written for. */
export interface LibraryTechnicalInstallation {
  id: string;
  name: string;
  category: TechnicalInstallationCategory;
  createdAt: string;
  updatedAt: string;
}

export type PreventiveRuleChanges = Partial<
  Pick<
    PreventiveRule,
    | 'name'
    | 'description'
    | 'rrule'
    | 'ruleType'
    | 'links'
    | 'providerTypes'
    | 'siteScopes'
    | 'mainLibraryTechnicalInstallationId'
    | 'libraryTechnicalInstallationIds'
  >
>;

/** The specification's bounds, and ours where it is silent. */
export const ruleBounds = {
  nameMax: 200,
  descriptionMax: 2000,
  rruleMax: 500,
  installationsMax: 50,
  siteScopesMax: 50,
  regulatoryReferencesMax: 20,
  regulatoryReferenceMax: 300,
  documentationUrlsMax: 10,
  documentationUrlMax: 2000,
  /** The update result's shown range (2^52 - 1). */
  versionMax: 4_503_599_627_370_495,
} as const;
