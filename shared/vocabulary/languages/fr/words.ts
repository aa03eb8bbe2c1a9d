/** What the interpreter reads in French as it runs, beyond the lexicons. */
import { stemmer } from '@orama/stemmers/french';
import { casual } from 'chrono-node/fr';
import stopWords from 'stopwords-fr/stopwords-fr.json' with { type: 'json' };
import type { LanguageWords } from '#shared/vocabulary/languages/parts.ts';

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
  articles: ['la', 'le', 'les', 'l', 'un', 'une', 'des'],
  periodEdges: { end: ['fin'], start: ['début'] },
  pointingWords: ['ci', 'là'],
  demonstrativePronouns: ['celui', 'celle', 'ceux', 'celles', 'ça', 'cela', 'ceci', 'lui', 'même', 'idem', 'pareil'],
  partitives: ["d'entre eux", "d'entre elles", 'parmi eux', 'parmi elles'],
  demonstrativeDeterminers: ['ce', 'cet', 'cette', 'ces'],
  relativePlaces: ['d’en face', 'en face', 'à côté', 'juste à côté', 'd’à côté'],
  otherWords: ['autre', 'autres'],
  pointingArticles: [],
  extentOpeners: ['travers', 'partout'],
  wholeWords: ['tout', 'toute', 'ensemble', 'entier', 'entière'],
  allWords: ['tous', 'toutes'],
  ourWords: ['notre', 'nos'],
  placePrepositions: ['sur', 'dans', 'à', 'au', 'aux', 'en'],
  statusNegations: { notYet: ['pas encore', 'toujours pas', 'non encore'], noLonger: ['plus'], not: ['pas', 'non', 'jamais'], laterNoLonger: [], laterNotYet: [] },
  numberWords: { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quatorze: 14, quinze: 15, vingt: 20, trente: 30, soixante: 60, quatrevingt: 80 },
  countedUnits: { quinzaine: [2, 'week'], quinzaines: [2, 'week'] },
  mail: {
    greetings: ['bonjour', 'bonsoir', 'salut', 'coucou', 'cher', 'chère', 'chers', 'chères', 'madame', 'monsieur'],
    closings: ['cordialement', 'bien cordialement', 'très cordialement', 'merci', "merci d'avance", 'merci par avance', 'merci beaucoup', 'bien à vous', 'bonne journée', 'bonne soirée', 'salutations', 'amitiés', 'bises', 'à bientôt'],
    headers: ['de', 'envoyé', 'à', 'cc', 'objet', 'date'],
    courtesies: ['désolé de vous déranger', 'désolée de vous déranger', 'désolé de te déranger', 'désolée de te déranger', "j'espère que vous allez bien", "j'espère que tu vas bien", 'je me permets de vous relancer', 'je me permets de te relancer', 'je reviens vers vous', 'je reviens vers toi', 'petite question', 'une petite question', 'une petite question rapide', 'petite question rapide'],
    quoteIntroductions: ['a écrit'],
  },
  askerClauses: {
    openers: ['avant', 'pour', 'en vue de', 'en vue du', 'en vue des', 'en prévision de', 'en préparation de', 'pour préparer', 'suite à', 'suite au', 'suite aux', 'après'],
    events: ['rapport', 'bilan', 'réunion', 'réunions', 'rendez vous', 'rdv', 'visite', 'commission', 'audit', 'inspection', 'présentation', 'comité', 'passage'],
    possessives: ['mon', 'ma', 'mes', 'notre', 'nos'],
    times: ['aujourd', 'demain', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'matin', 'soir', 'midi', 'après midi'],
    subjects: ['je', 'j', 'tu', 'vous', 'nous', 'peux', 'pouvez', 'merci'],
  },
  askingWords: ['pourriez-vous', 'pouvez-vous', 'pourrais-tu', 'peux-tu', 'tu peux', 'tu pourrais', 'vous pouvez', 'vous pourriez', 'merci de', "merci d'", "s'il vous plaît", "s'il te plaît", 'svp', 'stp', "j'aurais besoin", "j'ai besoin", 'il me faudrait', 'il me faut', 'je voudrais', 'je souhaiterais', 'montre-moi', 'montrez-moi', 'donne-moi', 'donnez-moi', 'envoie-moi', 'envoyez-moi', "m'envoyer", 'me montrer', 'me donner', 'me lister', 'me sortir', 'me dire', 'liste', 'lister', 'quel', 'quels', 'quelle', 'quelles', 'combien', "nombre d'", 'nombre de', 'répartition', 'ventiler', 'je cherche'],
  continuations: ['et', 'seulement', 'uniquement', 'juste', 'aussi', 'mais seulement', 'plus'],
  sending: {
    verbs: ['envoie', 'envoyer', 'envoyez', 'transmets', 'transmettre', 'transmettez', 'faire suivre', 'fais suivre', 'faites suivre'],
    toTheAsker: ['me', 'm', 'moi', 'nous'],
  },
  discourseMarkers: ['je veux dire', 'je réfléchis à voix haute', 'je réfléchis', 'je pense', 'tu vois', 'vous voyez', 'voilà', 'disons'],
  selfCorrections: ['ou plutôt non', 'non plutôt', 'ou plutôt', 'non attends', 'attends non', 'enfin non', 'non pardon', 'pardon non', 'non en fait'],
} satisfies LanguageWords;
