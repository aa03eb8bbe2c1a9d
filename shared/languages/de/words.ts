/** What the interpreter reads in German as it runs, beyond the lexicons. */
import { stemmer } from '@orama/stemmers/german';
import { casual } from 'chrono-node/de';
import stopWords from 'stopwords-de/stopwords-de.json' with { type: 'json' };
import type { LanguageWords } from '../languages.ts';

export const deWords = {
  stem: stemmer,
  stopWords,
  dates: casual,
  nameLetters: /[äöüß]/iu,
  questionLetters: { letters: /[äöüß]/i, weight: 1, inLinkWords: true },
  linkWords: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'im', 'am', 'vom', 'von', 'zum', 'zur', 'und', 'mit', 'für', 'bei', 'in', 'an', 'auf'],
  conjunctions: ['und'],
  ownLinkWords: ['der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen', 'einem', 'einer', 'im', 'am', 'vom', 'von', 'zum', 'zur', 'und', 'mit', 'für', 'bei', 'auf'],
  leadingAdjectives: [
    'alt', 'alte', 'alter', 'altes', 'alten', 'altem', 'neu', 'neue', 'neuer', 'neues', 'neuen', 'neuem',
    'groß', 'große', 'großer', 'großes', 'großen', 'klein', 'kleine', 'kleiner', 'kleines', 'kleinen',
    'erste', 'erster', 'erstes', 'ersten', 'zweite', 'zweiter', 'zweites', 'zweiten', 'dritte', 'dritter', 'drittes', 'dritten',
    'obere', 'oberer', 'oberes', 'oberen', 'untere', 'unterer', 'unteres', 'unteren', 'vordere', 'vorderer', 'vorderes', 'hintere', 'hinterer', 'hinteres',
    'ehemalige', 'ehemaliger', 'ehemaliges', 'ehemaligen',
  ],
  adjectiveLookalikes: [],
  namePrepositions: ['an', 'am', 'im', 'bei', 'von', 'vom', 'zum', 'zur', 'auf', 'für', 'mit'],
  nameHead: 'first noun',
  articles: ['der', 'die', 'das', 'den', 'dem'],
  periodEdges: { end: ['Ende'], start: ['Anfang', 'Beginn'] },
  pointingWords: ['da', 'dort'],
  demonstrativePronouns: ['derselbe', 'dieselbe', 'dasselbe', 'denselben', 'demselben', 'jener', 'jene', 'jenes', 'jenem', 'jenen', 'gleiche', 'gleichen'],
  demonstrativeDeterminers: ['diese', 'dieser', 'dieses', 'diesem', 'diesen'],
  relativePlaces: ['daneben', 'nebenan', 'gegenüber'],
  otherWords: ['andere', 'anderen', 'anderer', 'anderes', 'anderem'],
  pointingArticles: ['der', 'die', 'das', 'dem', 'den'],
  extentOpeners: ['überall', 'quer'],
  wholeWords: ['ganz', 'ganze', 'ganzen', 'ganzem', 'ganzer', 'ganzes', 'gesamt', 'gesamte', 'gesamten', 'gesamtem', 'gesamter', 'gesamtes', 'komplette', 'kompletten'],
  allWords: ['alle', 'allen', 'aller', 'sämtliche', 'sämtlichen', 'jedem', 'jeder'],
  placePrepositions: ['in', 'im', 'an', 'am', 'auf', 'über', 'bei', 'innerhalb'],
  statusNegations: { notYet: ['noch nicht', 'immer noch nicht', 'noch immer nicht', 'bisher nicht'], noLonger: ['nicht mehr'], not: ['nicht', 'nie'], laterNoLonger: [] },
} satisfies LanguageWords;
