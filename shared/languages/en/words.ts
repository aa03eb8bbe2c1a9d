/** What the interpreter reads in English as it runs, beyond the lexicons. */
import { stemmer } from '@orama/stemmers/english';
import { casual } from 'chrono-node/en';
import stopWords from 'stopwords-en/stopwords-en.json' with { type: 'json' };
import type { LanguageWords } from '../languages.ts';

export const enWords = {
  stem: stemmer,
  stopWords,
  dates: casual,
  nameLetters: null,
  questionLetters: null,
  linkWords: ['the', 'of', 'a', 'an', 'for', 'in', 'on', 'at', 'and', 'with', 'to', 'by'],
  conjunctions: ['and'],
  ownLinkWords: ['the', 'of', 'for', 'on', 'at', 'and', 'with', 'to', 'by'],
  leadingAdjectives: [],
  adjectiveLookalikes: ['second', 'future', 'grand', 'ex', 'alt', 'alter', 'gross'],
  namePrepositions: ['on', 'in', 'at', 'of', 'for', 'from'],
  nameHead: 'last word',
  articles: ['the'],
  periodEdges: { end: ['end'], start: ['beginning', 'start'] },
  pointingWords: ['one', 'ones', 'there', 'here'],
  demonstrativePronouns: ['it', 'them', 'same'],
  demonstrativeDeterminers: ['this', 'that', 'these', 'those'],
  relativePlaces: ['next door', 'opposite', 'across the street', 'across the road'],
  otherWords: ['other', 'others'],
  pointingArticles: [],
  extentOpeners: ['across', 'throughout', 'everywhere'],
  wholeWords: ['whole', 'entire'],
  allWords: ['all', 'every'],
  placePrepositions: ['in', 'on', 'at', 'over', 'within'],
  statusNegations: { notYet: ['not yet', 'still not', 'yet to be'], noLonger: ['no longer', 'not anymore'], not: ['not', 't', 'never'], laterNoLonger: ['anymore', 'any more', 'any longer'] },
} satisfies LanguageWords;
