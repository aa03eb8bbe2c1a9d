import { describe, expect, it } from 'vitest';
import { foldForSearch, joinSearchParts } from '#shared/vocabulary/organizations/search-text.ts';

describe('search folding', () => {
  it('ignores case, accents, ligatures and spacing', () => {
    expect(foldForSearch('  Straße   ÉCOLE\tŒuvre Ærø ﬁn ')).toBe('strasse ecole oeuvre aero fin');
  });

  it('joins fields with a separator no folded term contains', () => {
    const joined = joinSearchParts(['1 rue X', null, '69002', '']);
    expect(joined).toBe('1 rue x\u001f69002');
    expect(foldForSearch('x\u001f69002')).toBe('x 69002');
    expect(joined.includes(foldForSearch('x 69002'))).toBe(false);
  });
});
