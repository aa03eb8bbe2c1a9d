/** What the interpreter reads in French as it runs, beyond the lexicons. */
import { stemmer } from '@orama/stemmers/french';
import { casual } from 'chrono-node/fr';
import stopWords from 'stopwords-fr/stopwords-fr.json' with { type: 'json' };
import type { LanguageWords } from '../languages.ts';

export const frWords = {
  stem: stemmer,
  stopWords,
  dates: casual,
  nameLetters: /[éèêëàâçîïôûùœ]/iu,
  questionLetters: { letters: /[éèêàçùœ]/i, weight: 0.5, inLinkWords: false },
  linkWords: ['de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'un', 'une', 'au', 'aux', 'à', 'en', 'et', 'sur', 'pour', 'par', 'avec', 'dans'],
  conjunctions: ['et'],
  ownLinkWords: ['de', 'du', 'd', 'la', 'le', 'les', 'l', 'un', 'une', 'au', 'aux', 'et', 'sur', 'pour', 'par', 'avec', 'dans', 'en'],
  leadingAdjectives: [
    'ancien', 'ancienne', 'anciens', 'anciennes', 'nouveau', 'nouvel', 'nouvelle', 'nouveaux', 'nouvelles', 'vieux', 'vieil', 'vieille', 'vieilles',
    'grand', 'grande', 'grands', 'grandes', 'petit', 'petite', 'petits', 'petites', 'gros', 'grosse', 'grosses',
    'premier', 'première', 'premiers', 'premières', 'deuxième', 'second', 'seconde', 'troisième', 'dernier', 'dernière', 'derniers', 'dernières',
    'futur', 'future', 'ex', 'beau', 'bel', 'belle', 'bon', 'bonne', 'mauvais', 'mauvaise', 'jeune',
  ],
  adjectiveLookalikes: [],
  namePrepositions: ['de', 'du', 'des', 'd', 'à', 'au', 'aux', 'sur', 'dans', 'chez', 'pour', 'vers'],
  nameHead: 'first noun',
  articles: ['la', 'le', 'les', 'l'],
  periodEdges: { end: ['fin'], start: ['début'] },
  pointingWords: ['ci', 'là'],
  demonstrativePronouns: ['celui', 'celle', 'ceux', 'celles', 'ça', 'cela', 'ceci', 'lui', 'même', 'idem', 'pareil'],
  demonstrativeDeterminers: ['ce', 'cet', 'cette', 'ces'],
  relativePlaces: ['d’en face', 'en face', 'à côté', 'juste à côté', 'd’à côté'],
  otherWords: ['autre', 'autres'],
  pointingArticles: [],
  extentOpeners: ['travers', 'partout'],
  wholeWords: ['tout', 'toute', 'ensemble', 'entier', 'entière'],
  allWords: ['tous', 'toutes'],
  placePrepositions: ['sur', 'dans', 'à', 'au', 'aux', 'en'],
  statusNegations: { notYet: ['pas encore', 'toujours pas', 'non encore'], noLonger: ['plus'], not: ['pas', 'non', 'jamais'], laterNoLonger: [] },
} satisfies LanguageWords;
