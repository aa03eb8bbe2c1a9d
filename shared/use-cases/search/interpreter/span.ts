/**
 * What a stretch of a question's words was read as, apart from the reading that arbitrates spans,
 * so that the steps the reading calls (self-correction) can take spans without importing it.
 */
import type { PhraseMatch } from './lexicon.ts';
import type { NameMatch } from './names.ts';
import type { PeriodMatch } from './periods.ts';
import type { Meaning } from './vocabulary.ts';

export type Span =
  | { readonly type: 'phrase'; readonly start: number; readonly end: number; readonly match: PhraseMatch<Meaning> }
  | { readonly type: 'period'; readonly start: number; readonly end: number; readonly period: PeriodMatch }
  | { readonly type: 'name'; readonly start: number; readonly end: number; readonly name: NameMatch }
  | { readonly type: 'ref'; readonly start: number; readonly end: number; readonly ref: string };
