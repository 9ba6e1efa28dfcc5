import { describe, expect, it } from 'vitest';
import { parseUsersFilters } from '../../src/client/features/admin/users/use-users-filters';
import { lowestActiveMinimum } from '../../src/client/features/home/lowest-minimum';

// Small rules of two screens: the landing page's Invest card quotes the real lowest minimum
// (docs/product.md#landing-page), and the admin Users tab reads its filters from the address
// (docs/product.md#admin-dashboard).

describe("the landing page's lowest minimum", () => {
  it('is the lowest minimum of the active opportunities, compared as money, not as text', () => {
    const opportunities = [
      { status: 'active' as const, minimumInvestment: '25000.00' },
      { status: 'active' as const, minimumInvestment: '5000.00' },
      { status: 'closed' as const, minimumInvestment: '1000.00' },
      { status: 'funded' as const, minimumInvestment: '2000.00' },
      { status: 'active' as const, minimumInvestment: '10000.50' },
    ];
    expect(lowestActiveMinimum(opportunities)).toBe('5,000');
  });

  it('is nothing when no opportunity takes money now', () => {
    expect(lowestActiveMinimum([{ status: 'closed', minimumInvestment: '1000.00' }])).toBeNull();
    expect(lowestActiveMinimum([])).toBeNull();
  });
});

describe("the Users tab's filters in the address", () => {
  it('reads the search, the role and the page', () => {
    expect(parseUsersFilters('?tab=users&q=%20noura%20&role=developer&page=3')).toEqual({ q: 'noura', role: 'developer', page: 3 });
  });

  it('falls back to no search, every role and page 1 for what it does not know', () => {
    expect(parseUsersFilters('?tab=users')).toEqual({ q: '', role: 'all', page: 1 });
    expect(parseUsersFilters('?role=overlord&page=-2')).toEqual({ q: '', role: 'all', page: 1 });
    expect(parseUsersFilters('?page=1.5')).toMatchObject({ page: 1 });
  });
});
