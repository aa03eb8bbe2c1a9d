/**
 * The languages of the service, written once: an organization speaks one of them, labels are given
 * in each, and questions come in any. What each language provides is in parts.ts; this module
 * imports nothing, so that every module may name a language without taking in the others.
 */

export const LANGUAGES = ['fr', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One value for each language. */
export const perLanguage = <T>(make: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;

/** The tag an organization's language is stored as, for each language. */
const ORGANIZATION_LANGUAGE_OF = { fr: 'fr-FR', en: 'en-US', de: 'de-DE' } as const satisfies Record<Language, string>;
export type OrganizationLanguage = (typeof ORGANIZATION_LANGUAGE_OF)[Language];

export const ORGANIZATION_LANGUAGES = LANGUAGES.map((language) => ORGANIZATION_LANGUAGE_OF[language]) as [
  OrganizationLanguage,
  ...OrganizationLanguage[],
];

export const labelLanguageOf = (language: OrganizationLanguage): Language =>
  LANGUAGES.find((candidate) => ORGANIZATION_LANGUAGE_OF[candidate] === language)!;

/** A label in every language. */
export type Localized = Readonly<Record<Language, string>>;
