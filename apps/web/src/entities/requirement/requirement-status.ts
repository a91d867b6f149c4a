import type { RequirementState } from '@haat/shared';

/** A requirement's state badge, on its page and in My enquiries. */
export const REQUIREMENT_STATUS_COLOR: Record<RequirementState, string> = {
  matched: 'blue',
  unmatched: 'orange',
  held: 'orange',
  closed: 'gray',
  removed: 'red',
};
