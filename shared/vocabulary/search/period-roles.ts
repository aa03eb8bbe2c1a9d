/**
 * What a period word does, apart from the phrases that say it, so that each language's words can
 * name these without taking in the lexicons.
 */

/** `opener` starts a range ("entre", "du", "von") and alone means the period itself ("de 2025"). */
export type Role = 'since' | 'from' | 'opener' | 'after' | 'before' | 'until' | 'and';

/** Which end of a period a word points at ("fin", "end", "Ende" / "début", "beginning", "Anfang"). */
export type Edge = 'start' | 'end';
