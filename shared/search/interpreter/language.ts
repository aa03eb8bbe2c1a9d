/**
 * What the interpreter knows of the three languages beyond its own vocabulary: Snowball stemmers
 * (@orama/stemmers) so that singular, plural and inflected forms meet, and the stop-word lists of
 * the stopwords-iso project, which tell filler words ("quelles", "sont", "the", "die") from terms
 * worth searching for. The per-language packages hold the same lists as stopwords-iso without the
 * other fifty languages, which would triple the size of the search function's bundle.
 */

import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemFr } from '@orama/stemmers/french';
import { stemmer as stemDe } from '@orama/stemmers/german';
import stopwordsDe from 'stopwords-de/stopwords-de.json' with { type: 'json' };
import stopwordsEn from 'stopwords-en/stopwords-en.json' with { type: 'json' };
import stopwordsFr from 'stopwords-fr/stopwords-fr.json' with { type: 'json' };
import { LABEL_LANGUAGES, type LabelLanguage } from '../../catalogue/kinds.ts';
import { once } from '../../once.ts';
import { fold } from './text.ts';

export type Lang = LabelLanguage;
export const LANGS = LABEL_LANGUAGES;

const STEMMERS: Record<Lang, (word: string) => string> = { fr: stemFr, en: stemEn, de: stemDe };

/** Stem of an already folded word. */
export const stem = (lang: Lang, norm: string): string => (/^\p{N}+$/u.test(norm) ? norm : STEMMERS[lang](norm));

export type Stems = Readonly<Record<Lang, string>>;

export const stemsOf = (norm: string): Stems => ({ fr: stem('fr', norm), en: stem('en', norm), de: stem('de', norm) });

/** Folded stop words of each language, folded with the first question. */
const stopwords = once(
  (): Readonly<Record<Lang, ReadonlySet<string>>> => ({
    fr: new Set((stopwordsFr as string[]).map(fold)),
    en: new Set((stopwordsEn as string[]).map(fold)),
    de: new Set((stopwordsDe as string[]).map(fold)),
  }),
);

export const isStopwordIn = (lang: Lang, norm: string): boolean => stopwords()[lang].has(norm);

export const isStopword = (norm: string): boolean => LANGS.some((lang) => isStopwordIn(lang, norm));

/**
 * Articles, prepositions and elided letters that may sit inside a phrase or a name without
 * changing it ("commission **de** sécurité", "Résidence **Les** Tilleuls", "l'anomalie").
 */
export const LINK_WORDS: ReadonlySet<string> = new Set(
  [
    ...[
      'de',
      'du',
      'des',
      'd',
      'la',
      'le',
      'les',
      'l',
      'un',
      'une',
      'au',
      'aux',
      'a',
      'en',
      'et',
      'sur',
      'pour',
      'par',
      'avec',
      'dans',
    ],
    ...['the', 'of', 'a', 'an', 'for', 'in', 'on', 'at', 'and', 'with', 'to', 'by'],
    ...[
      'der',
      'die',
      'das',
      'den',
      'dem',
      'des',
      'ein',
      'eine',
      'einen',
      'einem',
      'einer',
      'im',
      'am',
      'vom',
      'von',
      'zum',
      'zur',
      'und',
      'mit',
      'fur',
      'bei',
      'in',
      'an',
      'auf',
    ],
  ].map(fold),
);
