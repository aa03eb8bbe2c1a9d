import { describe, expect, it } from 'vitest';
import { filterExpression } from '#shared/stores/organizations/organization-filter.ts';

describe('organization filter expression', () => {
  it('hides soft-deleted organizations unless asked, and never sends an empty expression', () => {
    expect(filterExpression({}).FilterExpression).toBe('attribute_not_exists(#dl)');
    expect(filterExpression({ includeSoftDeleted: true }).FilterExpression).toBe('attribute_exists(#ty)');
  });

  it('skips blank terms and deduplicates list values', () => {
    const expression = filterExpression({ search: '   ', types: ['ad', 'ad'], includeSoftDeleted: true });
    expect(expression.FilterExpression).toBe('#ty IN (:v0)');
    expect(expression.ExpressionAttributeValues).toEqual({ ':v0': 'ad' });
  });
});
