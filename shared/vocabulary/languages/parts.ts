/**
 * What each language provides. Each language is a folder beside this file (`fr/`, `en/`, `de/`)
 * whose modules satisfy the interfaces below, so a language that lacks a part does not compile.
 * Labels and words are apart because they ship apart: labels go wherever a response is written,
 * words only in the lazily loaded interpreter, and phrases only into the generated lexicons.
 */

import type { Chrono } from 'chrono-node';
import type {
  Decision,
  InterventionType,
  Kind,
  KindWithStatus,
  Priority,
  ProviderType,
  StatusOf,
  TechnicalInstallationCategory,
  VisitType,
} from '#shared/vocabulary/catalogue/kinds.ts';
import type { Edge, Role as PeriodRole } from '#shared/vocabulary/search/period-roles.ts';
import type { FilterKey } from '#shared/vocabulary/search/search-terms.ts';
import type { CalendarUnit } from '#shared/vocabulary/time/calendar.ts';
import type { OrganizationRole } from '#shared/vocabulary/users/user.ts';

/** Every label the service shows, in one language. */
export interface LanguageLabels {
  /** Names of the kinds; `plural` is a search Section's `label`. */
  readonly kinds: Readonly<Record<Kind, { readonly singular: string; readonly plural: string }>>;
  /** Status words per kind (French agrees with the kind's gender: "Ouverte", "Actif", "Active"). */
  readonly statuses: { readonly [K in KindWithStatus]: Readonly<Record<StatusOf<K>, string>> };
  /** Words for a kind's whole open / closed set ("open anomalies" as a filter's `valueLabel`). */
  readonly statusSets: Readonly<Record<'open' | 'closed', string>>;
  readonly priorities: Readonly<Record<Priority, string>>;
  readonly interventionTypes: Readonly<Record<InterventionType, string>>;
  readonly visitTypes: Readonly<Record<VisitType, string>>;
  readonly decisions: Readonly<Record<Decision, string>>;
  readonly technicalInstallationCategories: Readonly<Record<TechnicalInstallationCategory, string>>;
  readonly providerTypes: Readonly<Record<ProviderType, string>>;
  readonly roles: Readonly<Record<OrganizationRole, string>>;
  /** Names of a search answer's filters. */
  readonly filters: Readonly<Record<FilterKey, string>>;
  /** The value of the overdue filter. */
  readonly overdue: string;
  /** The values of the archived filter: archived records only, or none. */
  readonly archived: Readonly<Record<'only' | 'excluded', string>>;
  /** The locale dates are written in (`Intl`). */
  readonly dateLocale: string;
  /** A range of two written days ("du 3 mars 2026 au 14 mars 2026"). */
  readonly dayRange: (first: string, last: string) => string;
  /** The actions a notification subscriber may follow. */
  readonly followableActions: Readonly<Record<'comment' | 'status' | 'document' | 'assignee' | 'report', string>>;
  /** The e-mail inviting a user into an organization; `expires` is the link's expiry as written for the organization. */
  readonly invitationEmail: {
    readonly subject: (organizationName: string) => string;
    readonly greeting: (firstName: string) => string;
    readonly invitation: (organizationName: string) => string;
    readonly action: string;
    readonly validity: (expires: string) => string;
  };
  /**
   * The invitation page (functions/invitations/invitation-page.ts), which the browser's script
   * fills in, so plain strings only: `{n}` in `minLength` is the policy's number.
   */
  readonly invitationPage: InvitationPageWords;
}

/** Every text of the invitation page, in one language. */
export interface InvitationPageWords {
  readonly title: string;
  readonly loading: string;
  readonly noScript: string;
  readonly organization: string;
  readonly email: string;
  readonly rulesTitle: string;
  readonly minLength: string;
  readonly lowercase: string;
  readonly uppercase: string;
  readonly digit: string;
  readonly symbol: string;
  readonly password: string;
  readonly showPassword: string;
  readonly accept: string;
  readonly rulesUnmet: string;
  readonly passwordRefused: string;
  readonly emailTaken: string;
  readonly tooMany: string;
  readonly failed: string;
  readonly accepted: string;
  readonly totpTitle: string;
  readonly totpIntro: string;
  readonly totpStart: string;
  readonly totpSecret: string;
  readonly totpLink: string;
  readonly totpCode: string;
  readonly totpVerify: string;
  readonly totpWrongCode: string;
  readonly totpDone: string;
  readonly signInTitle: string;
  readonly signIn: string;
  readonly used: string;
  readonly replaced: string;
  readonly ended: string;
  readonly expired: string;
  readonly unknown: string;
}

export type Words = readonly string[];

/** Installations and documents the trades name by acronyms ("SSI", "BMA", "AHU", "FRA"). */
export type TradeConcept =
  | 'fireAlarm'
  | 'smokeExtraction'
  | 'airHandling'
  | 'mainSwitchboard'
  | 'emergencyLighting'
  | 'fireHoseReel'
  | 'buildingManagement'
  | 'fireRiskAssessment'
  | 'electricalConditionReport';

/** A concept as one language writes it: its acronyms, and its words, the usual first. */
interface TradeTerm {
  readonly acronyms: Words;
  readonly terms: Words;
}

/**
 * What the interpreter reads in one language as it runs, beyond the lexicons. Words are compared
 * folded (lowercase, no accents, "ß" as "ss"); they are written naturally and folded when loaded.
 */
export interface LanguageWords {
  /** Snowball stemmer (@orama/stemmers), so that singular, plural and inflected forms meet. */
  readonly stem: (word: string) => string;
  /** Filler words (stopwords-iso lists): not worth searching for ("quelles", "sont", "the", "die"). */
  readonly stopWords: Words;
  /** chrono-node's parser of dates to the day ("le 3 mars", "15 April 2026"). */
  readonly dates: Chrono;
  /**
   * Where `dates` reads numbers month first (American English), the parser that reads them day
   * first (British English: "01/02/2025" is 1 February); null where `dates` already does.
   */
  readonly datesDayFirst: Chrono | null;
  /** Letters only this language writes, as evidence of the language of a name ("Chaudière gaz"). */
  readonly nameLetters: RegExp | null;
  /**
   * Letters only this language writes, as evidence of the language of a question: what a word
   * with one of them weighs, and whether a link word with one counts.
   */
  readonly questionLetters: { readonly letters: RegExp; readonly weight: number; readonly inLinkWords: boolean } | null;
  /** Articles, prepositions and elided letters that may sit inside a phrase or a name ("commission de sécurité", "l'anomalie"). */
  readonly linkWords: Words;
  /** The link words that join rather than introduce ("… and stuff"). */
  readonly conjunctions: Words;
  /** The link words that show a name is written in this language ("Ventilateur d'extraction", "Haus am See", "Hall of Residence"). */
  readonly ownLinkWords: Words;
  /** Adjectives that come before the noun of a name ("Ancienne chaudière", "Neue Heizung"): the head is the noun after them. */
  readonly leadingAdjectives: Words;
  /** Words of this language that other languages use as leading adjectives ("Second Floor", "Grand Hall"): no evidence of a name's language. */
  readonly adjectiveLookalikes: Words;
  /** Words that introduce a place or a thing before a name ("aux Tilleuls", "in the Rathaus", "an der Pumpe"). */
  readonly namePrepositions: Words;
  /** Where a name's head (the word it is about) stands: its first noun ("Chaudière gaz", "Aufzug Haupteingang") or its last word ("Boiler Room"). */
  readonly nameHead: 'first noun' | 'last word';
  /** Articles, definite and indefinite, that may come between such a preposition and the name (and after an order joined to another). */
  readonly articles: Words;
  /** Words for the end and the start of a period ("jusqu'à fin mars", "since the beginning of 2025", "vor Ende März"). */
  readonly periodEdges: Readonly<Record<Edge, Words>>;
  /** Words after a determiner that make it a pronoun ("celui-là", "that one", "das da"). */
  readonly pointingWords: Words;
  /**
   * Ordinals that, with no noun after them, point at a list said before ("the second one", "et le
   * deuxième ?", "und der zweite?").
   */
  readonly ordinals: Words;
  /**
   * Making an analysis is asking for one, not changing records: a verb of making ("préparer",
   * "erstellen", "put together") whose product is a summary ("une synthèse des anomalies … tu peux
   * la préparer ?").
   */
  readonly makingAnalyses: { readonly verbs: Words; readonly products: Words };
  /**
   * What the trades call by acronyms, in this language: an acronym of any language stands for the
   * concept's words in every language (a name holding them, or, searched as text, the words).
   */
  readonly tradeTerms: Readonly<Record<TradeConcept, TradeTerm>>;
  /** Pronouns that point at something said before ("celui-là", "that one", "diesem da"). */
  readonly demonstrativePronouns: Words;
  /** Pronouns that stand for the object right after the asking words ("Tu peux la préparer ?", "Kannst du sie erstellen?"). */
  readonly objectPronouns: Words;
  /** Determiners that make the verb of an order after them a noun ("any update?", "une relance", "ein Update"). */
  readonly nounDeterminers: Words;
  /** Partitives whose pronoun is a kind named before it in the question ("which providers… are any of them"): they point at nothing outside it. */
  readonly partitives: Words;
  /** Determiners that point when no name follows ("ce bâtiment", "that building", "diesem Gebäude"). */
  readonly demonstrativeDeterminers: Words;
  /** Places told from a referent ("the one next door", "celui d'en face", "der daneben"): they point back at it. */
  readonly relativePlaces: Words;
  /** "The other one", "l'autre", "dem anderen": pronouns when nothing but a pointing word follows. */
  readonly otherWords: Words;
  /** Articles that point only with a pointing word after them ("mit dem da"). */
  readonly pointingArticles: Words;
  /** Words that make what follows the extent of the search ("à travers le parc", "across the campus", "überall auf dem Gelände"). */
  readonly extentOpeners: Words;
  /** Words for the whole of something ("tout le site", "the whole campus", "auf dem ganzen Gelände"). */
  readonly wholeWords: Words;
  /** Words for all of several ("sur tous les sites", "in all buildings", "in allen Gebäuden"). */
  readonly allWords: Words;
  /** The organization's own ("our boilers", "nos chaudières", "unsere Kessel"): what an analysis of them measures is its data. */
  readonly ourWords: Words;
  /** Prepositions of place before "whole" or "all" ("dans tous les bâtiments", "on the whole site"). */
  readonly placePrepositions: Words;
  /**
   * Words right before a status that negate it (statusNegation.ts): `notYet` ("pas encore résolues")
   * leaves the open set, `noLonger` ("nicht mehr aktiv") the closed set, `not` every other status;
   * `laterNoLonger` after the status turns a `not` into `noLonger` ("aren't active anymore"), and
   * `laterNotYet` into `notYet` ("not done yet").
   */
  readonly statusNegations: Readonly<Record<'notYet' | 'noLonger' | 'not' | 'laterNoLonger' | 'laterNotYet', Words>>;
  /** Counts written as words ("deux dernières semaines", "the last two weeks", "zwei Wochen"). */
  readonly numberWords: Readonly<Record<string, number>>;
  /** Words before the number of a calendar week, ISO 8601 ("KW 12", "semaine 12", "week 12"; "KW12" too). */
  readonly weekNumberWords: Words;
  /** Words for a count of a unit ("the past fortnight", "la dernière quinzaine"). */
  readonly countedUnits: Readonly<Record<string, readonly [count: number, unit: 'day' | 'week' | 'month']>>;
  /**
   * The parts of a pasted e-mail that are not the question (message.ts): greetings opening it,
   * courtesies that ask nothing ("sorry to bother you", "je me permets de vous relancer"), closing
   * formulas before a signature, forwarded headers ("Subject:") and the line that introduces quoted
   * text ("… wrote:").
   */
  readonly mail: Readonly<Record<'greetings' | 'courtesies' | 'closings' | 'headers' | 'quoteIntroductions', Words>>;
  /**
   * A clause about the asker's own plans ("Before my meeting tomorrow", "Pour la visite de lundi",
   * "Vor meinem Termin morgen"): an opener, then within three words an event of the asker's; the
   * asker's possessives and the times that tell such an event; the subjects that end the clause
   * when no punctuation does ("For the inspection on Monday I need …").
   */
  readonly askerClauses: Readonly<Record<'openers' | 'events' | 'possessives' | 'times' | 'subjects', Words>>;
  /**
   * Words that make a sentence of a message a request (request.ts): asking ("could you",
   * "pourriez-vous", "könnten Sie"), politeness that asks ("please", "merci de", "bitte"), showing
   * and sending to the asker ("show me", "envoyez-moi", "schicken Sie mir"), needing ("I need",
   * "j'aurais besoin", "ich bräuchte"), and the question words.
   */
  readonly askingWords: Words;
  /** Words that open a sentence going on with the request before it ("and only this year", "et seulement les préventives", "und nur die offenen"). */
  readonly continuations: Words;
  /**
   * Orders to send (sending.ts): among the orders to change data, those that read records when
   * what is sent goes to the asker ("send me", "m'envoyer", "envoyez-moi", "schicken Sie mir"),
   * and the words for the asker as the one it goes to.
   */
  readonly sending: Readonly<Record<'verbs' | 'toTheAsker', Words>>;
  /** Words of someone thinking aloud that say nothing of what is asked ("I mean", "je réfléchis à voix haute", "sagen wir"). */
  readonly discourseMarkers: Words;
  /** Words by which a speaker takes back what was just said ("no wait", "ou plutôt non", "oder nein, doch"). */
  readonly selfCorrections: Words;
}

/** How one status word reads (`open` / `closed`: a kind's whole set). */
export type StatusWord =
  | 'open'
  | 'closed'
  | 'inProgress'
  | 'planned'
  | 'done'
  | 'held'
  | 'cancelled'
  | 'resolved'
  | 'inService'
  | 'outOfService'
  | 'removed'
  | 'pending'
  | 'approved'
  | 'partiallyReceived'
  | 'received'
  | 'rejected'
  | 'validated'
  | 'pendingReview'
  | 'active'
  | 'inactive'
  | 'paused'
  | 'draft'
  | 'expired'
  | 'terminated'
  | 'disabled'
  | 'compliant'
  | 'nonCompliant'
  | 'notApplicable';

/** The dimensions a breakdown is asked by in words of its own. */
export type DimensionWord = 'status' | 'priority' | 'type' | 'visitType' | 'decision';

/**
 * The phrases users write in one language, which the lexicons are generated from (`npm run
 * generate:lexicons`; vocabulary.ts and period-phrases.ts say what each means). Labels are phrases
 * too: these add the synonyms and inflections. Written naturally (accents, spaces); `…` stands for
 * words in between ("when will … fail").
 */
export interface LanguagePhrases {
  readonly kinds: Readonly<Record<Kind, Words>>;
  /** One-word names of a kind may be the end of a compound that names it too ("Wartungsverträge", "Brandschutzmängel"). */
  readonly compoundsEndWithKind: boolean;
  /** Words that name a kind only when the question names no other ("maintenance", "Wartung"). */
  readonly weakKinds: Readonly<Record<'intervention' | 'compliance', Words>>;
  readonly statuses: Readonly<Record<StatusWord, Words>>;
  /** `urgent`: high or critical. */
  readonly priorities: Readonly<Record<Priority | 'urgent', Words>>;
  readonly interventionTypes: Readonly<Record<InterventionType, Words>>;
  readonly visitTypes: Readonly<Record<VisitType, Words>>;
  readonly decisions: Readonly<Record<Decision, Words>>;
  readonly overdue: Words;
  readonly archived: Words;
  readonly oldest: Words;
  readonly newest: Words;
  readonly count: Words;
  /** "le plus de", "the most": a breakdown by the kind named next to it. */
  readonly most: Words;
  readonly breakdown: Words;
  /** Breakdown words whose stem is another word's ("ventiler", "ventilateur"): only these forms. */
  readonly breakdownExactly: Words;
  /** Words that introduce a breakdown dimension ("par", "per", "nach"). */
  readonly groupMarkers: Words;
  /** The dimensions after a group marker ("par statut"); units, installations and providers are named by their kinds. */
  readonly groupDimensions: Readonly<Record<DimensionWord, Words>>;
  /**
   * The same dimensions written anywhere in the question, not after a marker ("the outcome of the
   * commissions, by decision"), without the words that also name something else: "issue" (an
   * anomaly in English), "Ausgang" (an exit), "urgence" ("sortie d'urgence"), "type", "nature",
   * "Art", "Anlass", "importance"; nor English compounds that a kind and "by type" would spell
   * ("interventions by type" is not "intervention type").
   */
  readonly dimensions: Readonly<Record<DimensionWord, Words>>;
  /** Orders to change data: imperatives and infinitives only. */
  readonly mutations: Words;
  /** Imperatives that are also nouns or adjectives: orders only as the first word. */
  readonly leadingMutations: Words;
  /** Documents and data the platform does not hold (invoices, quotes). */
  readonly unavailable: Words;
  /** Subjects foreign to the platform (the weather, a poem). */
  readonly foreign: Words;
  /** A wear or failure to come. */
  readonly failure: Words;
  /** Summaries, comparisons, trends, explanations, predictions. */
  readonly analysis: Words;
  /** Request words and domain words with no filter of their own. */
  readonly fillers: Words;
  /** The organization as a whole. */
  readonly organization: Words;
  /** The words of the request itself, not of its subject: greetings, politeness, asking, showing. */
  readonly requestWords: Words;
  /** Single words that may come before an imperative besides the request words: the pronouns of asking. */
  readonly requestPronouns: Words;
  /** Unit words besides `Intl`'s names of the units. */
  readonly units: Readonly<Record<CalendarUnit, Words>>;
  /** Words that move a unit back, keep it, or move it on ("dernier", "this", "nächste"). */
  readonly modifiers: Readonly<Record<'previous' | 'current' | 'next', Words>>;
  /** Single words for a whole calendar period, or for one end of it ("Jahresende", "month-end"). */
  readonly relativeWords: readonly (readonly [string, CalendarUnit, number, Edge?])[];
  /** `opener` starts a range ("entre", "du", "von") and alone means the period itself ("de 2025"). */
  readonly periodPrepositions: readonly (readonly [string, PeriodRole])[];
  readonly ordinalQuarters: readonly (readonly [string, number])[];
  /** Half-years by their ordinal ("premier semestre", "second half", "2. Halbjahr"). */
  readonly ordinalHalves: readonly (readonly [string, 1 | 2])[];
  /** Words before a year ("année", "im Jahr"). */
  readonly yearWords: Words;
  /** "plus de 30 jours", "less than": an age, `true` when older. */
  readonly ageWords: readonly (readonly [string, boolean])[];
  /**
   * Words that count back from today ("il y a deux semaines", "two weeks ago", "vor zwei Wochen"),
   * and whether the count comes after the word or before it.
   */
  readonly agoWords: readonly (readonly [string, 'countAfter' | 'countBefore'])[];
  /** `Intl`'s month names that are also common words ("May I…", "march"): they count only next to a date. */
  readonly ambiguousMonthNames: Words;
  /** Month names `Intl` does not write (`true`: only next to a date), read after every language's own. */
  readonly otherMonthNames: readonly (readonly [string, number, boolean])[];
}
