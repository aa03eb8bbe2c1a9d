/** What the interpreter reads in German as it runs, beyond the lexicons. */
import { stemmer } from '@orama/stemmers/german';
import { casual } from 'chrono-node/de';
import stopWords from 'stopwords-de/stopwords-de.json' with { type: 'json' };
import type { LanguageWords } from '#shared/vocabulary/languages/parts.ts';

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
  partitives: ['von ihnen', 'unter ihnen'],
  demonstrativeDeterminers: ['diese', 'dieser', 'dieses', 'diesem', 'diesen'],
  relativePlaces: ['daneben', 'nebenan', 'gegenüber'],
  otherWords: ['andere', 'anderen', 'anderer', 'anderes', 'anderem'],
  pointingArticles: ['der', 'die', 'das', 'dem', 'den'],
  extentOpeners: ['überall', 'quer'],
  wholeWords: ['ganz', 'ganze', 'ganzen', 'ganzem', 'ganzer', 'ganzes', 'gesamt', 'gesamte', 'gesamten', 'gesamtem', 'gesamter', 'gesamtes', 'komplette', 'kompletten'],
  allWords: ['alle', 'allen', 'aller', 'sämtliche', 'sämtlichen', 'jedem', 'jeder'],
  ourWords: ['unser', 'unsere', 'unserem', 'unseren', 'unserer', 'unseres'],
  placePrepositions: ['in', 'im', 'an', 'am', 'auf', 'über', 'bei', 'innerhalb'],
  statusNegations: { notYet: ['noch nicht', 'immer noch nicht', 'noch immer nicht', 'bisher nicht'], noLonger: ['nicht mehr'], not: ['nicht', 'nie'], laterNoLonger: [] },
  numberWords: { zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, vierzehn: 14, fünfzehn: 15, zwanzig: 20, dreißig: 30, sechzig: 60, neunzig: 90 },
  countedUnits: {},
  mail: {
    greetings: ['hallo', 'hi', 'hey', 'moin', 'servus', 'guten morgen', 'guten tag', 'guten abend', 'liebe', 'lieber', 'sehr geehrte', 'sehr geehrter', 'sehr geehrte damen und herren'],
    closings: ['gruß', 'grüße', 'viele grüße', 'beste grüße', 'liebe grüße', 'herzliche grüße', 'freundliche grüße', 'mit freundlichen grüßen', 'mfg', 'lg', 'danke', 'vielen dank', 'danke im voraus', 'besten dank', 'bis bald'],
    headers: ['von', 'gesendet', 'an', 'cc', 'betreff', 'datum'],
    courtesies: ['entschuldigen sie die störung', 'entschuldige die störung', 'sorry für die störung', 'ich hoffe es geht dir gut', 'ich hoffe es geht ihnen gut', 'ich wollte nochmal nachhaken', 'kurze frage', 'eine kurze frage'],
    quoteIntroductions: ['schrieb'],
  },
  askerClauses: {
    openers: ['vor', 'für', 'zur vorbereitung auf', 'zur vorbereitung der', 'zur vorbereitung des', 'im hinblick auf'],
    events: ['termin', 'termins', 'besprechung', 'begehung', 'sitzung', 'meeting', 'audit', 'besuch', 'inspektion', 'treffen', 'präsentation', 'kommission', 'telefonat', 'jour fixe'],
    possessives: ['mein', 'meine', 'meinem', 'meinen', 'meiner', 'meines', 'unser', 'unsere', 'unserem', 'unseren', 'unserer', 'unseres'],
    times: ['heute', 'morgen', 'übermorgen', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'vormittag', 'nachmittag', 'abend', 'uhr'],
    subjects: ['ich', 'wir', 'du', 'kannst', 'könntest', 'können', 'bitte'],
  },
  discourseMarkers: ['ich meine', 'ich überlege', 'lass mich überlegen', 'ich denke', 'sagen wir', 'weißt du'],
  selfCorrections: ['oder nein doch', 'oder nein', 'nein doch', 'nein warte', 'warte nein', 'äh nein', 'ähm nein', 'oder besser', 'nein eigentlich'],
} satisfies LanguageWords;
