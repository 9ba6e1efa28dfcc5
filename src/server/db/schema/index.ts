// The Drizzle schema, one module per area; drizzle-kit reads this folder to generate migrations.
import type { developmentProjects, properties } from './listings';
import type { investments, userInvestments } from './investments';
import type { propertyBids } from './deals';
import type { users } from './accounts';

export * from './common';
export * from './accounts';
export * from './listings';
export * from './investments';
export * from './deals';
export * from './messaging';
export * from './return-loop';
export * from './trust';
export * from './portfolio';
export * from './operations';

export type User = typeof users.$inferSelect;
export type Property = typeof properties.$inferSelect;
export type DevelopmentProject = typeof developmentProjects.$inferSelect;
export type Investment = typeof investments.$inferSelect;
export type UserInvestment = typeof userInvestments.$inferSelect;
export type LedgerEntry = typeof import('./portfolio').ledgerEntries.$inferSelect;
export type PropertyBid = typeof propertyBids.$inferSelect;
