import { sql } from 'drizzle-orm';
import { pgEnum, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BID_STATUSES,
  INQUIRY_STATUSES,
  INVESTMENT_STATUSES,
  INVESTMENT_TYPES,
  PROJECT_STATUSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  ROLES,
  USER_INVESTMENT_STATUSES,
  CURRENCIES,
  RENT_PERIODS,
} from '../../../shared/constants';

// Allowed values are enforced by the database: enums for roles and statuses, checks for the rest.
export const roleEnum = pgEnum('user_role', ROLES);
export const propertyStatusEnum = pgEnum('property_status', PROPERTY_STATUSES);
export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const currencyEnum = pgEnum('currency', CURRENCIES);
export const rentPeriodEnum = pgEnum('rent_period', RENT_PERIODS);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const investmentTypeEnum = pgEnum('investment_type', INVESTMENT_TYPES);
export const investmentStatusEnum = pgEnum('investment_status', INVESTMENT_STATUSES);
export const userInvestmentStatusEnum = pgEnum('user_investment_status', USER_INVESTMENT_STATUSES);
export const bidStatusEnum = pgEnum('bid_status', BID_STATUSES);
export const inquiryStatusEnum = pgEnum('inquiry_status', INQUIRY_STATUSES);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * "First Last" as the admin search matches it. `||` rather than concat_ws, which PostgreSQL does not
 * count as immutable (an index cannot use it); the query and the index share this expression.
 */
export const fullNameOf = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql`coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')`;
