import { z } from 'zod';
import { PROPERTY_TYPES } from '../constants';
import { dateTime } from './common';

// GET /api/analytics: the figures of the admin's Analytics tab (docs/product.md#admin-dashboard). Every figure is computed by
// PostgreSQL aggregation in one read-only snapshot. Money and averages are decimal strings rounded
// to two decimals (exact numeric arithmetic, never a float); percentages are numbers rounded to two decimals.

const count = (what: string) => z.number().int().describe(what);
const money = (what: string) => z.string().describe(`${what}: SAR, decimal string, two decimals`);
const percent = (what: string) => z.number().describe(`${what}: percent, rounded to two decimals`);
const averagePricePerSqm = z
  .string()
  .nullable()
  .describe(
    'Average sale price per m² in SAR (the price in SAR over the area) of the group’s listings for sale that have an area, decimal string with two decimals; null when none has',
  );

export const analyticsSchema = z
  .object({
    generatedAt: dateTime.describe('When the figures were computed'),
    totals: z
      .object({
        users: z
          .object({
            total: count('Every user'),
            buyer: count('Users with role buyer'),
            developer: count('Users with role developer'),
            investor: count('Users with role investor'),
            admin: count('Users with role admin'),
          })
          .describe('Users by role'),
        properties: z
          .object({
            total: count('Every listing, any status'),
            active: count('Listings with status active'),
            sold: count('Listings with status sold'),
            pending: count('Listings with status pending (includes listings withdrawn when their owner was deleted)'),
            forSale: count('Listings offered for sale (a listing can be both for sale and for rent)'),
            forRent: count('Listings offered for rent (a listing can be both for sale and for rent)'),
          })
          .describe('Listings by status, and sale vs rent'),
        bids: z
          .object({
            total: count('Every bid (pending + expired + accepted + rejected)'),
            pending: count('Bids awaiting an answer that can still be accepted: status pending, no validUntil or validUntil still ahead'),
            expired: count('Bids still pending whose validUntil has passed (shown as Expired on My Bids; they can no longer be accepted)'),
            accepted: count('Accepted bids'),
            rejected: count('Rejected bids'),
          })
          .describe('Bids by status; a lapsed pending bid counts as expired, not pending'),
        inquiries: z
          .object({
            total: count('Every inquiry'),
            pending: count('Inquiries not yet answered'),
            responded: count('Inquiries answered'),
          })
          .describe('Inquiries by status'),
        investments: z
          .object({
            opportunities: count('Investment opportunities, any status'),
            active: count('Opportunities open for investment (status active)'),
            holdings: count('User investments (holdings), any status'),
            fundingRaised: money('Sum of currentFunding over every opportunity'),
            fundingTarget: money('Sum of totalFunding over every opportunity'),
            percentFunded: percent('fundingRaised / fundingTarget × 100 (0 when there is no target)'),
          })
          .describe('Investment funding raised vs target'),
      })
      .describe('Headline totals'),
    propertiesByCity: z
      .array(
        z.object({
          city: z.string(),
          count: count('Listings in the city, any status'),
          averagePricePerSqm,
        }),
      )
      .describe('Listings and average price per m² per city, most listings first (ties by city name)'),
    propertiesByType: z
      .array(
        z.object({
          propertyType: z.enum(PROPERTY_TYPES),
          count: count('Listings of the type, any status'),
          averagePricePerSqm,
        }),
      )
      .describe('Listings and average price per m² per property type, most listings first (ties by type name, alphabetically)'),
    weekly: z
      .array(
        z.object({
          weekStart: z.string().describe('Monday of the ISO week, YYYY-MM-DD (weeks in UTC)'),
          newListings: count('Listings created that week'),
          newUsers: count('Users who joined that week'),
        }),
      )
      .describe('The last 12 ISO weeks, the current one included: always 12 entries, oldest first, weeks without activity as 0'),
    topOpportunities: z
      .array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          currentFunding: money('Raised so far'),
          totalFunding: money('Target'),
          percent: percent('currentFunding / totalFunding × 100'),
        }),
      )
      .describe('At most 5 opportunities with the most money raised (currentFunding, then percent funded, then newest)'),
  })
  .meta({ id: 'Analytics' });
export type AnalyticsData = z.output<typeof analyticsSchema>;
