/** What the interpreter reads in English as it runs, beyond the lexicons. */
import { stemmer } from '@orama/stemmers/english';
import { casual, GB } from 'chrono-node/en';
import stopWords from 'stopwords-en/stopwords-en.json' with { type: 'json' };
import type { LanguageWords } from '#shared/vocabulary/languages/parts.ts';

/**
 * Words of buildings and their equipment that the stopwords-iso list holds as fillers ("fire
 * door", "front entrance", "boiler room", "Harbor Point", "open door"): here they are what a
 * question is about.
 */
const buildingWords = new Set(['fire', 'system', 'front', 'back', 'top', 'bottom', 'side', 'part', 'full', 'empty', 'detail', 'bill', 'room', 'area', 'point', 'points', 'line', 'lines', 'test', 'tests', 'open']);

export const enWords = {
  stem: stemmer,
  stopWords: stopWords.filter((word) => !buildingWords.has(word)),
  dates: casual,
  datesDayFirst: GB,
  nameLetters: null,
  questionLetters: null,
  linkWords: ['the', 'of', 'a', 'an', 'for', 'in', 'on', 'at', 'and', 'with', 'to', 'by'],
  conjunctions: ['and'],
  ownLinkWords: ['the', 'of', 'for', 'on', 'at', 'and', 'with', 'to', 'by'],
  leadingAdjectives: [],
  adjectiveLookalikes: ['second', 'future', 'grand', 'ex', 'alt', 'alter', 'gross'],
  namePrepositions: ['on', 'in', 'at', 'of', 'for', 'from'],
  nameHead: 'last word',
  articles: ['the', 'a', 'an'],
  periodEdges: { end: ['end'], start: ['beginning', 'start'] },
  pointingWords: ['one', 'ones', 'there', 'here'],
  ordinals: ['first', 'second', 'third', 'fourth', 'fifth', 'latter', 'former'],
  demonstrativePronouns: ['it', 'them', 'same'],
  objectPronouns: [],
  nounDeterminers: ['a', 'an', 'any', 'some', 'no'],
  partitives: ['of them', 'among them'],
  demonstrativeDeterminers: ['this', 'that', 'these', 'those'],
  relativePlaces: ['next door', 'opposite', 'across the street', 'across the road'],
  otherWords: ['other', 'others'],
  pointingArticles: [],
  extentOpeners: ['across', 'throughout', 'everywhere'],
  wholeWords: ['whole', 'entire'],
  allWords: ['all', 'every'],
  ourWords: ['our', 'ours'],
  placePrepositions: ['in', 'on', 'at', 'over', 'within'],
  statusNegations: { notYet: ['not yet', 'still not', 'yet to be'], noLonger: ['no longer', 'not anymore'], not: ['not', 't', 'never'], laterNoLonger: ['anymore', 'any more', 'any longer'], laterNotYet: ['yet'] },
  numberWords: { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, sixty: 60, ninety: 90, forty: 40, fifty: 50, seventy: 70, eighty: 80, hundred: 100 },
  weekNumberWords: ['week', 'wk', 'cw'],
  countedUnits: { fortnight: [2, 'week'], fortnights: [2, 'week'] },
  mail: {
    greetings: ['hi', 'hello', 'hey', 'dear', 'good morning', 'good afternoon', 'good evening'],
    closings: ['regards', 'best regards', 'kind regards', 'warm regards', 'best', 'best wishes', 'thanks', 'thank you', 'many thanks', 'thanks a lot', 'thanks in advance', 'cheers', 'sincerely', 'yours sincerely', 'yours'],
    headers: ['from', 'sent', 'to', 'cc', 'subject', 'date'],
    courtesies: ['sorry to bother you', 'sorry to bother you again', 'hope you are well', 'i hope you are well', 'hope this finds you well', 'i hope this finds you well', 'please find below my question', 'please find my question below', 'quick question', 'quick one', 'just following up', 'following up'],
    quoteIntroductions: ['wrote'],
  },
  askerClauses: {
    openers: ['before', 'ahead of', 'for', 'prior to', 'in preparation for', 'to prepare', 'following', 'after', 'further to', 'regarding'],
    events: ['report', 'review', 'meeting', 'meetings', 'appointment', 'audit', 'inspection', 'visit', 'walkthrough', 'walk through', 'call', 'presentation', 'committee'],
    possessives: ['my', 'our'],
    times: ['today', 'tomorrow', 'tonight', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'morning', 'afternoon', 'noon', 'am', 'pm'],
    subjects: ['i', 'we', 'you', 'can', 'could', 'please'],
  },
  askingWords: ['could you', 'can you', 'would you', 'will you', 'could i', 'can i', 'may i', 'please', 'pls', 'plz', 'kindly', 'i need', "i'd need", 'i would need', 'i want', "i'd like", 'i would like', 'show me', 'give me', 'send me', 'tell me', 'get me', 'let me know', 'list', 'pull up', 'pull', 'dig out', 'dig up', 'which', 'what', 'how many', 'how much', 'number of', 'break down', 'breakdown', 'looking for'],
  continuations: ['and', 'only', 'just', 'also', 'but only', 'plus'],
  sending: {
    verbs: ['send', 'forward', 'email', 'e-mail', 'mail'],
    toTheAsker: ['me', 'us', 'myself'],
  },
  discourseMarkers: ['let me think', 'you know', 'i guess', 'i think', 'thinking aloud', 'thinking out loud'],
  selfCorrections: ['no wait', 'wait no', 'no sorry', 'sorry no', 'actually no', 'no actually', 'or rather', 'scratch that', 'sorry i mean', 'sorry i meant', 'i mean', 'i meant', 'no i mean', 'er no', 'uh no', 'um no'],
  makingAnalyses: { verbs: ['create', 'make', 'prepare', 'write', 'draft', 'produce', 'generate', 'put together', 'draw up', 'compile'], products: ['summary', 'recap', 'synthesis'] },
  tradeTerms: {
    fireAlarm: { acronyms: ['FAS'], terms: ['fire alarm system', 'fire alarm'] },
    smokeExtraction: { acronyms: ['AOV', 'SHEV'], terms: ['smoke ventilation', 'smoke extraction'] },
    airHandling: { acronyms: ['AHU'], terms: ['air handling unit'] },
    mainSwitchboard: { acronyms: ['MSB'], terms: ['main switchboard'] },
    emergencyLighting: { acronyms: [], terms: ['emergency lighting', 'emergency light'] },
    fireHoseReel: { acronyms: [], terms: ['fire hose reel'] },
    buildingManagement: { acronyms: ['BMS'], terms: ['building management system'] },
    fireRiskAssessment: { acronyms: ['FRA'], terms: ['fire risk assessment'] },
    electricalConditionReport: { acronyms: ['EICR'], terms: ['electrical installation condition report'] },
  },
} satisfies LanguageWords;
