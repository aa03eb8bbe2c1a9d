import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, fold, quote, tokenize, wordsWithinOneEdit } from '#shared/use-cases/search/interpreter/text.ts';
import { foldText } from '#shared/vocabulary/catalogue/words.ts';

describe('fold', () => {
  it('drops case and accents, opens ß and ligatures, straightens apostrophes', () => {
    expect(fold('Mängel außer Betrieb')).toBe('mangel ausser betrieb');
    expect(fold('ÉCOLE Œuvre’s')).toBe("ecole oeuvre's");
  });

  it('folds plain ASCII text as it folds any other', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        expect(fold(text)).toBe(foldText(text).replace(/[’‘`´]/g, "'"));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('tokenize', () => {
  it('reads references in any case and keeps their place in the question', () => {
    const tokens = tokenize("Montre l'anomalie ano-12, puis EQU-3-LOT-2");
    expect(tokens.map((t) => t.ref ?? t.norm)).toEqual(['montre', 'l', 'anomalie', 'ANO-12', 'puis', 'EQU-3-LOT-2']);
    expect(tokens[3]!.start).toBe(18);
  });

  it('splits hyphens and apostrophes that are not references, and numbers with a leading zero', () => {
    expect(tokenize('Montre-moi celui-là ANO-012').map((t) => t.norm)).toEqual([
      'montre',
      'moi',
      'celui',
      'la',
      'ano',
      '012',
    ]);
  });

  it('marks capitals, accents and numbers', () => {
    const [chaudiere, un, bas] = tokenize('Chaudière 1 bas');
    expect(chaudiere).toMatchObject({ capitalized: true, accented: true, numeric: false });
    expect(un).toMatchObject({ capitalized: false, numeric: true });
    expect(bas).toMatchObject({ capitalized: false, accented: false });
  });

  it('quotes a run of tokens as written', () => {
    const question = 'Anomalies du  Bâtiment   A ?';
    const tokens = tokenize(question);
    expect(quote(question, tokens, 2, 3)).toBe('Bâtiment   A');
  });
});

describe('editDistance', () => {
  it('counts one edit for an insertion, a deletion, a substitution or a swap of neighbours', () => {
    expect(editDistance('anomalies', 'anomlies')).toBe(1);
    expect(editDistance('ouvertes', 'ouvretes')).toBe(1);
    expect(editDistance('priorite', 'prioritw')).toBe(1);
    expect(editDistance('offen', 'offene')).toBe(1);
  });

  it('stops past the limit', () => {
    expect(editDistance('anomalies', 'interventions')).toBeGreaterThan(1);
    expect(editDistance('abcd', 'badc')).toBe(2);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('wordsWithinOneEdit', () => {
  it('finds exactly the words within one edit, as editDistance counts them', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[abcé]{3,7}$/), { maxLength: 40 }),
        fc.stringMatching(/^[abcé]{2,8}$/),
        (words, token) => {
          const byLength = Array.from({ length: 10 }, (_, length) => words.filter((word) => word.length === length));
          const expected = words.filter((word) => editDistance(token, word) <= 1).sort();
          expect(wordsWithinOneEdit(token, byLength).sort()).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
