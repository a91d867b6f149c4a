// The whole schema, split by domain. drizzle-kit reads this file (drizzle.config.ts).
export * from './users.ts';
export * from './locations.ts';
export * from './catalog.ts';
export * from './businesses.ts';
export * from './listings.ts';
export * from './requirements.ts';
export * from './leads.ts';
export * from './engagement.ts';
export * from './reviews.ts';
export * from './insights.ts';
export * from './revisions.ts';
export * from './system.ts';
export * from './alerts.ts';
export * from './search.ts';
export * from './privacy.ts';
export * from './personal-data.ts';
export * from './relations.ts';
export { tsvector } from './columns.ts';
