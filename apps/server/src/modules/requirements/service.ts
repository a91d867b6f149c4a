// Posted requirements (docs/decisions/033-requirements.md) as the routes and other
// modules see them: a buyer's need offered to a few suitable nearby businesses, each offer a
// lead of source `requirement` in the seller's inbox.
export { createRequirement, type Caller } from './create.ts';
export { suggestFor } from './suggest.ts';
export { closeForBuyer, fetchForBuyer, mineForBuyer } from './buyer.ts';
export { reportOffer, respondToOffer } from './seller.ts';
export { adminPage, removeRequirement, routeCandidates, routeRequirement } from './admin.ts';
export { candidateBusinesses, matchBusinesses, type MatchSpec } from './matching.ts';
