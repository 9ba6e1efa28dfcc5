import { PAGINATION } from '@shared/constants';
import type { ApiSchema } from '@client/lib/api-client';

// Shapes the server answers with, built with plausible values; each test overrides what it is about.

const AT = '2026-01-01T00:00:00.000Z';

/** A listing as the API answers it (decimals as strings, dates as ISO strings). */
export function aProperty(overrides: Partial<ApiSchema['Property']> = {}): ApiSchema['Property'] {
  return {
    id: 1,
    title: 'Modern Villa in Al Olaya',
    description: 'A bright family villa close to schools and shops.',
    titleAr: null,
    descriptionAr: null,
    propertyType: 'villa',
    status: 'active',
    price: '2500000.00',
    currency: 'SAR',
    rentPeriod: null,
    rentPrice: null,
    priceSar: '2500000.00',
    yearlyRentSar: null,
    pricePerSqm: '8333.33',
    adLicenseNumber: null,
    adLicenseExpiresAt: null,
    falLicenseNumber: null,
    deedNumber: null,
    priceReducedFromSar: null,
    priceReducedAt: null,
    soldPrice: null,
    soldPriceSar: null,
    soldAt: null,
    pricePerSqmSar: '8333.33',
    area: '300.00',
    bedrooms: 4,
    bathrooms: 3,
    parking: 2,
    yearBuilt: 2018,
    city: 'Riyadh',
    neighborhood: 'Al Olaya',
    address: 'King Fahd Road',
    latitude: '24.6900000',
    longitude: '46.6850000',
    forSale: true,
    forRent: false,
    furnished: false,
    featured: false,
    amenities: [],
    pool: false,
    gym: false,
    security: false,
    garden: false,
    elevator: false,
    balcony: false,
    images: [],
    developerId: 'developer-1',
    developmentProjectId: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** One page of the listing search (GET /api/properties). */
export function aPropertyPage(
  items: ApiSchema['Property'][] = [aProperty()],
  overrides: Partial<ApiSchema['PropertyPage']> = {},
): ApiSchema['PropertyPage'] {
  return { items, page: 1, pageSize: PAGINATION.defaultPageSize, total: items.length, totalCapped: false, ...overrides };
}

/** An investment opportunity as the API answers it (GET /api/investments/{id}). */
export function anInvestment(overrides: Partial<ApiSchema['Investment']> = {}): ApiSchema['Investment'] {
  return {
    id: 7,
    title: 'Riyadh Logistics REIT',
    description: 'Warehouses let to national retailers on long leases.',
    minimumInvestment: '25000.00',
    expectedRoi: '12.50',
    duration: 36,
    investmentType: 'REIT',
    location: 'Riyadh',
    totalFunding: '1000000.00',
    currentFunding: '900000.00',
    status: 'active',
    fundingDeadline: null,
    refundedAt: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** One of the signed-in user's investments, as POST /api/user/investments answers it. */
export function aHolding(overrides: Partial<ApiSchema['Holding']> = {}): ApiSchema['Holding'] {
  return {
    id: 31,
    userId: 'user-1',
    investmentId: 7,
    amount: '30000.00',
    investmentDate: AT,
    status: 'active',
    paymentMethod: 'paytabs',
    reference: 'MNZ-2026-000031',
    investment: {
      id: 7,
      title: 'Riyadh Logistics REIT',
      investmentType: 'REIT',
      location: 'Riyadh',
      expectedRoi: '12.50',
      currentFunding: '930000.00',
      totalFunding: '1000000.00',
      status: 'active',
      fundingDeadline: null,
    },
    ...overrides,
  };
}

/** An investor's portfolio (GET /api/user/portfolio): one holding in the Riyadh Logistics REIT. */
export function aPortfolio(overrides: Partial<ApiSchema['Portfolio']> = {}): ApiSchema['Portfolio'] {
  return {
    totals: {
      invested: '30000.00',
      distributions: '750.00',
      refunded: '0.00',
      currentValue: '30750.00',
      holdings: 1,
      expectedAnnualReturn: '3750.00',
    },
    holdings: [
      {
        investment: {
          id: 7,
          title: 'Riyadh Logistics REIT',
          investmentType: 'REIT',
          location: 'Riyadh',
          status: 'active',
          expectedRoi: '12.50',
          totalFunding: '1000000.00',
          currentFunding: '930000.00',
          fundingDeadline: null,
        },
        invested: '30000.00',
        holdings: 1,
        shareOfRaise: '3.00',
        distributions: '750.00',
        refunded: '0.00',
        currentValue: '30750.00',
        realisedReturn: '2.50',
        startDate: AT,
        status: 'active',
        riskAcknowledgedAt: AT,
      },
    ],
    allocation: {
      byType: [{ key: 'REIT', amount: '30000.00', share: '100.00' }],
      byCity: [{ key: 'Riyadh', amount: '30000.00', share: '100.00' }],
    },
    ...overrides,
  };
}

/** One movement of an investor's money (GET /api/user/ledger): paying for that holding. */
export function aLedgerEntry(overrides: Partial<ApiSchema['LedgerEntry']> = {}): ApiSchema['LedgerEntry'] {
  return {
    id: 31,
    reference: 'MNZ-2026-000031',
    kind: 'investment',
    amount: '30000.00',
    method: 'paytabs',
    occurredAt: AT,
    investment: { id: 7, title: 'Riyadh Logistics REIT' },
    ...overrides,
  };
}
