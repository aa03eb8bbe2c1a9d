import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '#functions/http/language.ts';
import { labelPermissions } from '#shared/vocabulary/labels/label.ts';

describe('preferred language', () => {
  it('takes the best-ranked of fr, en and de', () => {
    expect(preferredLanguage('de-CH, fr;q=0.9', 'en')).toBe('de');
    expect(preferredLanguage('it, fr;q=0.5, en;q=0.8', 'de')).toBe('en');
    expect(preferredLanguage('fr;q=0, de;q=0.1', 'en')).toBe('de');
    expect(preferredLanguage(undefined, 'fr')).toBe('fr');
    expect(preferredLanguage('es', 'fr')).toBe('fr');
  });
});

describe('label permissions', () => {
  it('come from one rule over origin, usage and role', () => {
    expect(labelPermissions({ origin: 'custom', usageCount: 0 }, 'manager')).toEqual({
      actions: { canBeUpdated: true, canBeDeleted: true },
      updatableFields: { name: true, color: true },
    });
    expect(labelPermissions({ origin: 'custom', usageCount: 3 }, 'admin').actions).toEqual({
      canBeUpdated: true,
      canBeDeleted: false,
    });
    expect(labelPermissions({ origin: 'system', usageCount: 0 }, 'admin').updatableFields).toEqual({
      name: false,
      color: false,
    });
    expect(labelPermissions({ origin: 'custom', usageCount: 0 }, 'viewer').actions).toEqual({
      canBeUpdated: false,
      canBeDeleted: false,
    });
  });
});
