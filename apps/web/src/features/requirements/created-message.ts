import type { RequirementCreated, REQUIREMENT_MSG } from '@haat/shared';

type CreatedKey = keyof Pick<
  typeof REQUIREMENT_MSG,
  'sent' | 'sentOne' | 'unmatched' | 'held' | 'duplicate'
>;

/**
 * Which of the server's answers a new requirement got (REQUIREMENT_MSG sent, sentOne, unmatched,
 * held or duplicate), read from the answer itself: the server fills in the number of sellers of
 * 'Sent to {{count}} sellers', so its text is not one a table can name.
 */
export function createdMessage(answer: RequirementCreated): {
  key: `requirementMsg.${CreatedKey}`;
  count: number;
  tone: 'success' | 'info';
} {
  const { requirement, duplicate } = answer;
  const count = requirement.sellers.length;
  const key: CreatedKey = duplicate
    ? 'duplicate'
    : requirement.status === 'held'
      ? 'held'
      : requirement.status === 'unmatched' || count === 0
        ? 'unmatched'
        : count === 1
          ? 'sentOne'
          : 'sent';
  return {
    key: `requirementMsg.${key}`,
    count,
    tone: key === 'sent' || key === 'sentOne' ? 'success' : 'info',
  };
}
